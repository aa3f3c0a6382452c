import { approvalApi, leaveApi, type LeaveApplyBody, type LeavePageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

export type LeaveFilters = Omit<LeavePageQuery, 'current' | 'size'>;

/** Every change refreshes the list, the calendar and 办公审批 (a withdrawal closes the approval request too). */
const all = ['leave'] as const;

export const getMyLeaves = (q: LeavePageQuery) => call(leaveApi.mine, { query: q });
export const useMyLeaves = (q: LeavePageQuery) => useQuery({ queryKey: [...all, 'mine', q], queryFn: () => getMyLeaves(q), placeholderData: keepPreviousData });

export const useLeaveCalendar = (month: string) =>
  useQuery({ queryKey: [...all, 'calendar', month], queryFn: () => call(leaveApi.calendar, { query: { month } }), placeholderData: keepPreviousData });

export const useHandoverCandidates = () =>
  useQuery({ queryKey: [...all, 'handover'], queryFn: () => call(leaveApi.handoverCandidates, {}), staleTime: 60_000 });

export const useApplyLeave = () => useRefreshingMutation((body: LeaveApplyBody) => call(leaveApi.apply, { body }), all);
export const useWithdrawLeave = () => useRefreshingMutation((approvalId: number) => call(approvalApi.withdraw, { body: { id: approvalId } }), all);
