import type { DictLazyNode } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { dictKeys } from './keys';

/** The entries directly under `parentKey` (disabled ones too), each saying whether it has its own. */
export const getDictChildren = (parentKey: string) => request<DictLazyNode[]>({ url: '/dict/lazy-tree', params: { parentKey } });

export const useDictChildren = (parentKey: string | null) =>
  useQuery({ queryKey: dictKeys.children(parentKey ?? ''), queryFn: () => getDictChildren(parentKey!), enabled: parentKey !== null });
