import { dictApi } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { dictKeys } from './keys';

/** The whole dictionary tree; with `name`, the matches and their ancestors. */
export const getDictTree = (name: string) => call(dictApi.tree, { query: { name: name || undefined } });

export const useDictTree = (name: string) => useQuery({ queryKey: dictKeys.tree(name), queryFn: () => getDictTree(name), placeholderData: keepPreviousData });
