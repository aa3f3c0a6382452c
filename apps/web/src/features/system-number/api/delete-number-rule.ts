import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { numberKeys } from './keys';

export const deleteNumberRule = (id: number) => request<null>({ url: '/number', method: 'DELETE', params: { id } });

export function useDeleteNumberRule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNumberRule, onSuccess: () => client.invalidateQueries({ queryKey: numberKeys.all }) });
}
