import { dictApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { dictKeys } from './keys';

/** The entries directly under `parentKey` (disabled ones too), each saying whether it has its own. */
export const getDictChildren = (parentKey: string) => call(dictApi.lazyTree, { query: { parentKey } });

export const useDictChildren = (parentKey: string | null) =>
  useQuery({ queryKey: dictKeys.children(parentKey ?? ''), queryFn: () => getDictChildren(parentKey!), enabled: parentKey !== null });
