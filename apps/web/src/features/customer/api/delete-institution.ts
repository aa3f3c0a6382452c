import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const deleteInstitution = (id: number) => request<null>({ url: '/customer/institution', method: 'DELETE', params: { id } });

export function useDeleteInstitution() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteInstitution, onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.institution }) });
}
