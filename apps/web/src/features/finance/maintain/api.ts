import {
  financeStandardsApi,
  type CreateFeeStandardBody,
  type FeeStandardPageQuery,
  type NewFeeStandardVersionBody,
  type SuggestFeesQuery,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const standardKeys = {
  all: ['fee-standards'] as const,
  page: (q: object) => ['fee-standards', 'page', q] as const,
};

export const getStandardPage = (q: FeeStandardPageQuery) => call(financeStandardsApi.page, { query: q });
export const useStandardPage = (q: FeeStandardPageQuery) =>
  useQuery({ queryKey: standardKeys.page(q), queryFn: () => getStandardPage(q), placeholderData: keepPreviousData });

export const useCreateStandard = () => useRefreshingMutation((body: CreateFeeStandardBody) => call(financeStandardsApi.create, { body }), standardKeys.all);
export const useNewVersion = () => useRefreshingMutation((body: NewFeeStandardVersionBody) => call(financeStandardsApi.newVersion, { body }), standardKeys.all);

/** The fees the standards in force on a date give for items (the case wizard's 收费 step). */
export const suggestFees = (query: SuggestFeesQuery) => call(financeStandardsApi.suggest, { query });
