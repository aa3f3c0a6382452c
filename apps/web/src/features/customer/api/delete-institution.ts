import { customerApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { customerKeys } from './keys';

export const deleteInstitution = (id: number) => call(customerApi.removeInstitution, { query: { id } });

export const useDeleteInstitution = () => useRefreshingMutation(deleteInstitution, customerKeys.institution);
