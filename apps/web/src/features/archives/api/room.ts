import { archiveOpsApi, archivesApi, type ArchiveRetentionRuleBody, type DestroyBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { archiveKeys } from './keys';

// The archive room's desk work beside the volume list: 鉴定销毁, overdue loans, 校验 reports and retention rules.

type Paging = { current: number; size: number };

export const useDestroyRequests = (q: Paging) =>
  useQuery({ queryKey: archiveKeys.destroyRequests(q), queryFn: () => call(archiveOpsApi.destroyRequests, { query: q }), placeholderData: keepPreviousData });
export const useDestroy = () => useRefreshingMutation((body: DestroyBody) => call(archiveOpsApi.destroy, { body }), archiveKeys.all);

export const useOverdueLoans = () => useQuery({ queryKey: archiveKeys.overdueLoans, queryFn: () => call(archiveOpsApi.borrows, { query: { overdue: true } }) });
export const useRemindBorrower = () => useRefreshingMutation((id: number) => call(archiveOpsApi.remindBorrower, { body: { id } }), archiveKeys.overdueLoans);

export const useVerifyReports = (q: Paging) =>
  useQuery({ queryKey: archiveKeys.verifyReports(q), queryFn: () => call(archivesApi.verifyReports, { query: q }), placeholderData: keepPreviousData });

export const useRetentionRules = () => useQuery({ queryKey: archiveKeys.retentionRules, queryFn: () => call(archivesApi.retentionRules) });
export const useSaveRetentionRule = () =>
  useRefreshingMutation((body: ArchiveRetentionRuleBody) => call(archivesApi.saveRetentionRule, { body }), archiveKeys.retentionRules);
