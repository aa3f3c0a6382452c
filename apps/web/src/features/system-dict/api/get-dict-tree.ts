import type { DictNode } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { dictKeys } from './keys';

/** The whole dictionary tree; with `name`, the matches and their ancestors. */
export const getDictTree = (name: string) => request<DictNode[]>({ url: '/dict/tree', params: { name: name || undefined } });

export const useDictTree = (name: string) => useQuery({ queryKey: dictKeys.tree(name), queryFn: () => getDictTree(name), placeholderData: keepPreviousData });
