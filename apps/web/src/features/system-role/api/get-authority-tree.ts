import type { AuthorityNode } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { roleKeys } from './get-role-page';

export const getAuthorityTree = () => request<AuthorityNode[]>({ url: '/role/authority-tree' });
/** The registry does not change while the app runs. */
export const useAuthorityTree = (enabled = true) => useQuery({ queryKey: roleKeys.tree, queryFn: getAuthorityTree, enabled, staleTime: Infinity });
