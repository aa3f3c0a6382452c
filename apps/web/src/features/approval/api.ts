import { approvalApi, type ApprovalApproveBody, type ApprovalPageQuery, type ApprovalRejectBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

/** The three lists of 办公审批: waiting on me, decided by me, my own requests. */
export type ApprovalTab = 'pending' | 'decided' | 'mine';
export type ApprovalFilters = Omit<ApprovalPageQuery, 'current' | 'size'>;

/** Every change refreshes all of 办公审批 (a decision moves a request between the lists). */
const all = ['approval'] as const;

export const getApprovalPage = (tab: ApprovalTab, q: ApprovalPageQuery) => call(approvalApi[tab], { query: q });
export const useApprovalPage = (tab: ApprovalTab, q: ApprovalPageQuery) =>
  useQuery({ queryKey: [...all, tab, q], queryFn: () => getApprovalPage(tab, q), placeholderData: keepPreviousData });

export const useApprovalKinds = () => useQuery({ queryKey: [...all, 'kinds'], queryFn: () => call(approvalApi.kinds, {}), staleTime: 600_000 });

export const useApprovalDetail = (id: number | null) =>
  useQuery({ queryKey: [...all, 'detail', id], queryFn: () => call(approvalApi.detail, { query: { id: id! } }), enabled: id !== null });

export const useApprove = () => useRefreshingMutation((body: ApprovalApproveBody) => call(approvalApi.approve, { body }), all);
export const useReject = () => useRefreshingMutation((body: ApprovalRejectBody) => call(approvalApi.reject, { body }), all);
export const useWithdraw = () => useRefreshingMutation((id: number) => call(approvalApi.withdraw, { body: { id } }), all);
