import type { CaseStatistics, CaseStatisticsQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getCaseStatistics = (q: CaseStatisticsQuery) => request<CaseStatistics>({ url: '/business/statistics', params: { ...q } });

// Under the `business` key, so that every case change refreshes the figures too.
export const useCaseStatistics = (q: CaseStatisticsQuery) =>
  useQuery({ queryKey: ['business', 'statistics', q], queryFn: () => getCaseStatistics(q), placeholderData: keepPreviousData });
