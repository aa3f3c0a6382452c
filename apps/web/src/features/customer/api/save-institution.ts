import type { InstitutionCustomerInput, InstitutionCustomerRow, UpdateInstitutionCustomerBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const createInstitution = (body: InstitutionCustomerInput) => request<InstitutionCustomerRow>({ url: '/customer/institution', method: 'POST', data: body });
export const updateInstitution = (body: UpdateInstitutionCustomerBody) => request<InstitutionCustomerRow>({ url: '/customer/institution', method: 'PUT', data: body });

/** POST for a new institution, PUT (whole record with id) for an existing one. The request layer shows refusals. */
export function useSaveInstitution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InstitutionCustomerInput | UpdateInstitutionCustomerBody) => ('id' in body ? updateInstitution(body) : createInstitution(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.institution }),
  });
}
