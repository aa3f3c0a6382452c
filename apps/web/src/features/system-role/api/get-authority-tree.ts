import { roleApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { roleKeys } from './get-role-page';

export const getAuthorityTree = () => call(roleApi.authorityTree);
/** The registry does not change while the app runs. */
export const useAuthorityTree = (enabled = true) => useQuery({ queryKey: roleKeys.tree, queryFn: getAuthorityTree, enabled, staleTime: Infinity });
