import type { PersonalCustomerInput, PersonalCustomerRow, UpdatePersonalCustomerBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const createPersonal = (body: PersonalCustomerInput) => request<PersonalCustomerRow>({ url: '/customer/personal', method: 'POST', data: body });
export const updatePersonal = (body: UpdatePersonalCustomerBody) => request<PersonalCustomerRow>({ url: '/customer/personal', method: 'PUT', data: body });

/** POST for a new customer, PUT (whole record with id) for an existing one. The request layer shows refusals. */
export function useSavePersonal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalCustomerInput | UpdatePersonalCustomerBody) => ('id' in body ? updatePersonal(body) : createPersonal(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.personal }),
  });
}
