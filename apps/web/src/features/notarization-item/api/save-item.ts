import type { CreateItemBody, ItemRow, UpdateItemBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { itemKeys } from './keys';

export const createItem = (body: CreateItemBody) => request<ItemRow>({ url: '/notarization-item', method: 'POST', data: body });
export const updateItem = (body: UpdateItemBody) => request<ItemRow>({ url: '/notarization-item', method: 'PUT', data: body });

/** POST for a new node, PUT (whole record with id) for an existing one. The request layer shows refusals. */
export function useSaveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateItemBody | UpdateItemBody) => ('id' in body ? updateItem(body) : createItem(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
