import { businessApi, type CaseStatisticsQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getCaseStatistics = (q: CaseStatisticsQuery) => call(businessApi.statistics, { query: q });

// Under the `business` key, so that every case change refreshes the figures too.
export const useCaseStatistics = (q: CaseStatisticsQuery) =>
  useQuery({ queryKey: ['business', 'statistics', q], queryFn: () => getCaseStatistics(q), placeholderData: keepPreviousData });
