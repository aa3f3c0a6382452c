import type { NumberRulePageQuery, NumberRuleRow, PageResult } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { request } from '../../../lib/request';
import { numberKeys } from './keys';

export const getNumberPage = (q: NumberRulePageQuery) => request<PageResult<NumberRuleRow>>({ url: '/number/page', params: { ...q } });

export const useNumberPage = (q: NumberRulePageQuery) =>
  useQuery({ queryKey: numberKeys.page(q), queryFn: () => getNumberPage(q), placeholderData: keepPreviousData });

/** Every rule matching the filters, 500 a page, for the .xlsx export. */
export const getAllNumberRules = (filter: Omit<NumberRulePageQuery, 'current' | 'size'>): Promise<NumberRuleRow[]> =>
  fetchAllPages((current, size) => getNumberPage({ ...filter, current, size }));
