import { dashboardApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getDashboardSummary = () => call(dashboardApi.summary);

export const useDashboardSummary = () => useQuery({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary });
