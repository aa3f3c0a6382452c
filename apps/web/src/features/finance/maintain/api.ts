import { dictApi, financeStandardsApi, type CreateFeeStandardBody, type FeeStandardPageQuery, type NewFeeStandardVersionBody } from '@notaria/contracts';
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

/** 收费类型 (dictionary `feeType`) as options and names; 公证费 when the dictionary is empty. */
export function useFeeTypes() {
  const dict = useQuery({
    queryKey: ['dict', 'options', 'feeType'],
    queryFn: () => call(dictApi.byKey, { query: { key: 'feeType' } }, { silent: true }),
    select: (d) => d.items.map((i) => ({ value: i.value || i.name, label: i.name })),
    staleTime: 300_000,
  });
  const options = dict.data?.length ? dict.data : [{ value: 'NOTARY_FEE', label: '公证费' }];
  return { options, nameOf: (v: string) => options.find((o) => o.value === v)?.label ?? v };
}
