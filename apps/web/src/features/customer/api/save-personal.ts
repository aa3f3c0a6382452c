import { customerApi, type PersonalCustomerInput, type UpdatePersonalCustomerBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { customerKeys } from './keys';

export const createPersonal = (body: PersonalCustomerInput) => call(customerApi.createPersonal, { body });
export const updatePersonal = (body: UpdatePersonalCustomerBody) => call(customerApi.updatePersonal, { body });

export const useSavePersonal = () => useSaveMutation(createPersonal, updatePersonal, customerKeys.personal);
