import type { DashboardSummary } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getDashboardSummary = () => request<DashboardSummary>({ url: '/dashboard/summary' });

export const useDashboardSummary = () => useQuery({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary });
