import type { OperateLogDetail } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { logKeys } from './keys';

export const getLogDetail = (id: number) => request<OperateLogDetail>({ url: '/operate-log', params: { id } });

export const useLogDetail = (id: number | null) =>
  useQuery({ queryKey: logKeys.detail(id ?? 0), queryFn: () => getLogDetail(id!), enabled: id !== null, staleTime: Infinity });
