import { numberApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { numberKeys } from './keys';

export const deleteNumberRule = (id: number) => call(numberApi.remove, { query: { id } });

export const useDeleteNumberRule = () => useRefreshingMutation(deleteNumberRule, numberKeys.all);
