import { itemApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { itemKeys } from './keys';

/** Refused by the server (409) while the node has children or cases; the request layer shows why. */
export const deleteItem = (id: number) => call(itemApi.remove, { query: { id } });

export const useDeleteItem = () => useRefreshingMutation(deleteItem, itemKeys.all);
