import { dashboardApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** 快捷入口: the server answers only to holders of homePage:dashboard:quick. */
export const getQuickEntries = () => call(dashboardApi.quickEntries);

export const useQuickEntries = () => useQuery({ queryKey: ['dashboard', 'quick-entries'], queryFn: getQuickEntries });
