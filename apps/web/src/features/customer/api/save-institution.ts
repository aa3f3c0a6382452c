import { customerApi, type InstitutionCustomerInput, type UpdateInstitutionCustomerBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { customerKeys } from './keys';

export const createInstitution = (body: InstitutionCustomerInput) => call(customerApi.createInstitution, { body });
export const updateInstitution = (body: UpdateInstitutionCustomerBody) => call(customerApi.updateInstitution, { body });

export const useSaveInstitution = () => useSaveMutation(createInstitution, updateInstitution, customerKeys.institution);
