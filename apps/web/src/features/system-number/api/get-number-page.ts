import { numberApi, type NumberRulePageQuery, type NumberRuleRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { call } from '../../../lib/api';
import { numberKeys } from './keys';

export const getNumberPage = (q: NumberRulePageQuery) => call(numberApi.page, { query: q });

export const useNumberPage = (q: NumberRulePageQuery) =>
  useQuery({ queryKey: numberKeys.page(q), queryFn: () => getNumberPage(q), placeholderData: keepPreviousData });

/** Every rule matching the filters, 500 a page, for the .xlsx export. */
export const getAllNumberRules = (filter: Omit<NumberRulePageQuery, 'current' | 'size'>): Promise<NumberRuleRow[]> =>
  fetchAllPages((current, size) => getNumberPage({ ...filter, current, size }));
