import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { dictKeys } from './keys';

export const deleteDict = (id: number) => request<null>({ url: '/dict', method: 'DELETE', params: { id } });

export function useDeleteDict() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDict, onSuccess: () => client.invalidateQueries({ queryKey: dictKeys.all }) });
}
