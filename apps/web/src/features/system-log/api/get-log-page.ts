import { oplogApi, type OperateLogQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { logKeys } from './keys';

/** The filters of the list, without paging. */
export type LogFilters = Omit<OperateLogQuery, 'current' | 'size'>;

export const getLogPage = (q: OperateLogQuery) => call(oplogApi.page, { query: q });

export const useLogPage = (q: OperateLogQuery) => useQuery({ queryKey: logKeys.page(q), queryFn: () => getLogPage(q), placeholderData: keepPreviousData });
