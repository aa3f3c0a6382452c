import { customerApi, type PersonalCustomerPageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { customerKeys } from './keys';

export const getPersonalPage = (q: PersonalCustomerPageQuery) => call(customerApi.personalPage, { query: q });

export const usePersonalPage = (q: PersonalCustomerPageQuery) =>
  useQuery({ queryKey: customerKeys.personalPage(q), queryFn: () => getPersonalPage(q), placeholderData: keepPreviousData });
