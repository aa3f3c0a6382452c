import { businessApi, realEstateQueryApi, type RealEstateQueryInput, type RealEstateQueryPageQuery, type UpdateRealEstateQueryBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api';
import { useRefreshingMutation, useSaveMutation } from '../../../../lib/use-refreshing-mutation';

export type RealEstateFilter = Omit<RealEstateQueryPageQuery, 'current' | 'size'>;

export const realEstateKeys = {
  all: ['real-estate-query'] as const,
  page: (q: RealEstateQueryPageQuery) => ['real-estate-query', 'page', q] as const,
};

export const getRealEstatePage = (q: RealEstateQueryPageQuery) => call(realEstateQueryApi.page, { query: q });

export const useRealEstatePage = (q: RealEstateQueryPageQuery) =>
  useQuery({ queryKey: realEstateKeys.page(q), queryFn: () => getRealEstatePage(q), placeholderData: keepPreviousData });

const createRealEstateQuery = (body: RealEstateQueryInput) => call(realEstateQueryApi.create, { body });
const updateRealEstateQuery = (body: UpdateRealEstateQueryBody) => call(realEstateQueryApi.update, { body });
const deleteRealEstateQuery = (id: number) => call(realEstateQueryApi.remove, { query: { id } });

export const useSaveRealEstateQuery = () => useSaveMutation(createRealEstateQuery, updateRealEstateQuery, realEstateKeys.all);
export const useDeleteRealEstateQuery = () => useRefreshingMutation(deleteRealEstateQuery, realEstateKeys.all);

/** Cases to attach a record to, found by business number. */
export const useCaseOptions = (businessNumber: string) =>
  useQuery({
    queryKey: ['real-estate-query', 'cases', businessNumber],
    queryFn: () => call(businessApi.page, { query: { current: 1, size: 20, businessNumber: businessNumber || undefined } }),
    placeholderData: keepPreviousData,
  });
