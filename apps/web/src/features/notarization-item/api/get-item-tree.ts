import { itemApi, type ItemTreeQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { itemKeys } from './keys';

/** The whole tree; with `name`, the matches and their ancestors. */
export const getItemTree = (q: ItemTreeQuery) => call(itemApi.tree, { query: q });

export const useItemTree = (q: ItemTreeQuery) => useQuery({ queryKey: itemKeys.tree(q), queryFn: () => getItemTree(q), placeholderData: keepPreviousData });
