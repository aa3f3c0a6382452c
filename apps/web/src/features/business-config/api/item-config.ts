import { itemApi, type SaveBusinessConfigBody } from '@notaria/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { formKeys } from './keys';

export const getItemTree = () => call(itemApi.tree, { query: {} });
export const getItemConfig = (itemId: number) => call(itemApi.config, { query: { itemId } });
export const saveItemConfig = (body: SaveBusinessConfigBody) => call(itemApi.saveConfig, { body });

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
