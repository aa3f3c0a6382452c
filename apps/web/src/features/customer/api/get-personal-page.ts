import type { PageResult, PersonalCustomerPageQuery, PersonalCustomerRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export const getPersonalPage = (q: PersonalCustomerPageQuery) => request<PageResult<PersonalCustomerRow>>({ url: '/customer/personal/page', params: { ...q } });

export const usePersonalPage = (q: PersonalCustomerPageQuery) =>
  useQuery({ queryKey: customerKeys.personalPage(q), queryFn: () => getPersonalPage(q), placeholderData: keepPreviousData });
