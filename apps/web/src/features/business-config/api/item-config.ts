import type { BusinessConfigRow, ItemNode, SaveBusinessConfigBody } from '@notaria/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { formKeys } from './keys';

export const getItemTree = () => request<ItemNode[]>({ url: '/notarization-item/tree' });
export const getItemConfig = (itemId: number) => request<BusinessConfigRow>({ url: '/notarization-item/config', params: { itemId } });
export const saveItemConfig = (body: SaveBusinessConfigBody) => request<BusinessConfigRow>({ url: '/notarization-item/config', method: 'PUT', data: body });

export const useItemTree = () => useQuery({ queryKey: formKeys.tree, queryFn: getItemTree });

export const useItemConfig = (itemId: number | null) =>
  useQuery({ queryKey: formKeys.config(itemId ?? 0), queryFn: () => getItemConfig(itemId!), enabled: itemId !== null });

export function useSaveItemConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveItemConfig,
    onSuccess: (row) => {
      client.setQueryData(formKeys.config(row.itemId), row);
      return client.invalidateQueries({ queryKey: formKeys.all });
    },
  });
}
