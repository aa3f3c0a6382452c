import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { itemKeys } from './keys';

/** Refused by the server (409) while the node has children or cases; the request layer shows why. */
export const deleteItem = (id: number) => request<null>({ url: '/notarization-item', method: 'DELETE', params: { id } });

export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => client.invalidateQueries({ queryKey: itemKeys.all }) });
}
