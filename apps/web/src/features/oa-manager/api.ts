import { leaveApi, officeManagerApi, type ReassignBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

const all = ['office-manager'] as const;

export const useOverview = () => useQuery({ queryKey: [...all, 'overview'], queryFn: () => call(officeManagerApi.overview, {}) });

export const useOfficeLeaveCalendar = (month: string) =>
  useQuery({ queryKey: [...all, 'calendar', month], queryFn: () => call(leaveApi.calendar, { query: { month } }), placeholderData: keepPreviousData });

export const useReassign = () => useRefreshingMutation((body: ReassignBody) => call(officeManagerApi.reassign, { body }), all);
