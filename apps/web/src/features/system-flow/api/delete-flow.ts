import { flowApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { flowKeys } from './keys';

export const deleteFlow = (id: number) => call(flowApi.remove, { query: { id } });

export const useDeleteFlow = () => useRefreshingMutation(deleteFlow, flowKeys.all);
