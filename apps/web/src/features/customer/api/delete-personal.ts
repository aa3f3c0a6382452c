import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const deletePersonal = (id: number) => request<null>({ url: '/customer/personal', method: 'DELETE', params: { id } });

export function useDeletePersonal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePersonal, onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.personal }) });
}
