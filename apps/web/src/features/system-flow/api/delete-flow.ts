import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { flowKeys } from './keys';

export const deleteFlow = (id: number) => request<null>({ url: '/flow', method: 'DELETE', params: { id } });

export function useDeleteFlow() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFlow, onSuccess: () => client.invalidateQueries({ queryKey: flowKeys.all }) });
}
