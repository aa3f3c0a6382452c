import { dictApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dictKeys } from './keys';

export const deleteDict = (id: number) => call(dictApi.remove, { query: { id } });

export const useDeleteDict = () => useRefreshingMutation(deleteDict, dictKeys.all);
