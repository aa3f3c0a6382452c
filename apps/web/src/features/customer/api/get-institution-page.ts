import type { InstitutionCustomerPageQuery, InstitutionCustomerRow, PageResult } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const getInstitutionPage = (q: InstitutionCustomerPageQuery) =>
  request<PageResult<InstitutionCustomerRow>>({ url: '/customer/institution/page', params: { ...q } });

export const useInstitutionPage = (q: InstitutionCustomerPageQuery) =>
  useQuery({ queryKey: customerKeys.institutionPage(q), queryFn: () => getInstitutionPage(q), placeholderData: keepPreviousData });
