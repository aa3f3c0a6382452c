import type { QuickEntry } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** 快捷入口: the server answers only to holders of homePage:dashboard:quick. */
export const getQuickEntries = () => request<QuickEntry[]>({ url: '/dashboard/quick-entries' });

export const useQuickEntries = () => useQuery({ queryKey: ['dashboard', 'quick-entries'], queryFn: getQuickEntries });
