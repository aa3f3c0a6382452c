import { itemApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The office's notarization items (category → group → item), for choosing what a template is for. */
export const useItemTree = () => useQuery({ queryKey: ['doc-template', 'item-tree'], queryFn: () => call(itemApi.tree, { query: {} }), staleTime: 60_000 });
