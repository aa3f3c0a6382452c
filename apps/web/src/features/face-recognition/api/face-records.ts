import { faceApi, type FacePageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export type FaceFilters = Omit<FacePageQuery, 'current' | 'size'>;

export const faceKeys = {
  all: ['face'] as const,
  page: (q: FacePageQuery) => ['face', 'page', q] as const,
  provider: ['face', 'provider'] as const,
};

export const getFacePage = (q: FacePageQuery) => call(faceApi.page, { query: q });

export const useFacePage = (q: FacePageQuery) => useQuery({ queryKey: faceKeys.page(q), queryFn: () => getFacePage(q), placeholderData: keepPreviousData });

/** Whether automatic verification is available; without a provider only 人工核验 is offered. */
export const useFaceProvider = () => useQuery({ queryKey: faceKeys.provider, queryFn: () => call(faceApi.provider), staleTime: 5 * 60_000 });
