import type { ItemNode, ItemTreeQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { itemKeys } from './keys';

/** The whole tree; with `name`, the matches and their ancestors. */
export const getItemTree = (q: ItemTreeQuery) => request<ItemNode[]>({ url: '/notarization-item/tree', params: { ...q } });

export const useItemTree = (q: ItemTreeQuery) => useQuery({ queryKey: itemKeys.tree(q), queryFn: () => getItemTree(q), placeholderData: keepPreviousData });
