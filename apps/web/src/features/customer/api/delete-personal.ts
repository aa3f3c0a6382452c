import { customerApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { customerKeys } from './keys';

export const deletePersonal = (id: number) => call(customerApi.removePersonal, { query: { id } });

export const useDeletePersonal = () => useRefreshingMutation(deletePersonal, customerKeys.personal);
