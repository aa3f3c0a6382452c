import type { OperateLogQuery, OperateLogRow, PageResult } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { logKeys } from './keys';

/** The filters of the list, without paging. */
export type LogFilters = Omit<OperateLogQuery, 'current' | 'size'>;

export const getLogPage = (q: OperateLogQuery) => request<PageResult<OperateLogRow>>({ url: '/operate-log/page', params: { ...q } });

export const useLogPage = (q: OperateLogQuery) => useQuery({ queryKey: logKeys.page(q), queryFn: () => getLogPage(q), placeholderData: keepPreviousData });
