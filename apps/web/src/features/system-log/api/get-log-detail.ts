import { oplogApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { logKeys } from './keys';

export const getLogDetail = (id: number) => call(oplogApi.get, { query: { id } });

export const useLogDetail = (id: number | null) =>
  useQuery({ queryKey: logKeys.detail(id ?? 0), queryFn: () => getLogDetail(id!), enabled: id !== null, staleTime: Infinity });
