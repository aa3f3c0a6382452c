import { evidenceStatisticsApi, type EvidenceStatisticsQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getEvidenceStatistics = (q: EvidenceStatisticsQuery) => call(evidenceStatisticsApi.statistics, { query: q });

export const useEvidenceStatistics = (q: EvidenceStatisticsQuery) =>
  useQuery({ queryKey: ['evidence-statistics', q], queryFn: () => getEvidenceStatistics(q), placeholderData: keepPreviousData });
