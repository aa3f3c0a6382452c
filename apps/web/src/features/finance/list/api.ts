import {
  financePaymentsApi,
  itemApi,
  type AdjustmentPageQuery,
  type CancelPaymentBody,
  type CollectBody,
  type FinancePageQuery,
  type InvoiceBody,
  type PayRefundBody,
  type RedReverseBody,
  type ReductionBody,
  type RefundBody,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Query keys of 收费; every change refreshes `financeKeys.all`. */
export const financeKeys = {
  all: ['finance-list'] as const,
  page: (q: object) => ['finance-list', 'page', q] as const,
  money: (caseId: number) => ['finance-list', 'case', caseId] as const,
  adjustments: (q: object) => ['finance-list', 'adjustments', q] as const,
};

export type FinanceFilters = Omit<FinancePageQuery, 'current' | 'size'>;

export const getFinancePage = (q: FinancePageQuery) => call(financePaymentsApi.page, { query: q });
export const exportFinancePage = (q: FinancePageQuery) => call(financePaymentsApi.exportPage, { query: q });
export const useFinancePage = (q: FinancePageQuery) =>
  useQuery({ queryKey: financeKeys.page(q), queryFn: () => getFinancePage(q), placeholderData: keepPreviousData });

export const useCaseMoney = (caseId: number | null) =>
  useQuery({
    queryKey: financeKeys.money(caseId ?? 0),
    queryFn: () => call(financePaymentsApi.caseMoney, { query: { caseId: caseId! } }),
    enabled: caseId !== null,
  });

export const useAdjustmentPage = (q: AdjustmentPageQuery) =>
  useQuery({ queryKey: financeKeys.adjustments(q), queryFn: () => call(financePaymentsApi.adjustments, { query: q }), placeholderData: keepPreviousData });

export const useCollect = () => useRefreshingMutation((body: CollectBody) => call(financePaymentsApi.collect, { body }), financeKeys.all);
export const useCancelPayment = () => useRefreshingMutation((body: CancelPaymentBody) => call(financePaymentsApi.cancelPayment, { body }), financeKeys.all);
export const useApplyReduction = () => useRefreshingMutation((body: ReductionBody) => call(financePaymentsApi.applyReduction, { body }), financeKeys.all);
export const useApplyRefund = () => useRefreshingMutation((body: RefundBody) => call(financePaymentsApi.applyRefund, { body }), financeKeys.all);
export const usePayRefund = () => useRefreshingMutation((body: PayRefundBody) => call(financePaymentsApi.payRefund, { body }), financeKeys.all);
export const useIssueInvoice = () => useRefreshingMutation((body: InvoiceBody) => call(financePaymentsApi.issueInvoice, { body }), financeKeys.all);
export const useRedReverse = () => useRefreshingMutation((body: RedReverseBody) => call(financePaymentsApi.redReverse, { body }), financeKeys.all);

type ItemNode = { id: number; name: string; level: string; children?: ItemNode[] };
const leaves = (nodes: ItemNode[]): ItemNode[] => nodes.flatMap((n) => (n.level === 'ITEM' ? [n] : leaves(n.children ?? [])));

/** The office's notarization items, as filter choices. */
export const useItemOptions = () =>
  useQuery({
    queryKey: ['finance-list', 'items'],
    queryFn: async () => leaves((await call(itemApi.tree, { query: {} })) as unknown as ItemNode[]).map((n) => ({ value: n.id, label: n.name })),
    staleTime: 60_000,
  });
