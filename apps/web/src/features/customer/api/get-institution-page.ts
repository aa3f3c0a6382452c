import { customerApi, type InstitutionCustomerPageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { customerKeys } from './keys';

export const getInstitutionPage = (q: InstitutionCustomerPageQuery) => call(customerApi.institutionPage, { query: q });

export const useInstitutionPage = (q: InstitutionCustomerPageQuery) =>
  useQuery({ queryKey: customerKeys.institutionPage(q), queryFn: () => getInstitutionPage(q), placeholderData: keepPreviousData });
