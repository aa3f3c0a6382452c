import {
  CASE_INVOICE_STATUS_LABELS,
  CASE_PAY_STATUS_LABELS,
  INVOICE_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  REDUCTION_REASON_LABELS,
  REFUND_METHODS,
  REFUND_REASON_LABELS,
  type CasePayStatus,
} from '@notaria/contracts';

const options = <K extends string>(labels: Record<K, string>) => (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const METHOD_OPTIONS = options(PAYMENT_METHOD_LABELS);
export const REFUND_METHOD_OPTIONS = REFUND_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
export const PAY_STATUS_OPTIONS = options(CASE_PAY_STATUS_LABELS);
export const INVOICE_STATUS_OPTIONS = options(CASE_INVOICE_STATUS_LABELS);
export const INVOICE_KIND_OPTIONS = options(INVOICE_KIND_LABELS);
export const REDUCTION_REASON_OPTIONS = options(REDUCTION_REASON_LABELS);
export const REFUND_REASON_OPTIONS = options(REFUND_REASON_LABELS);

export const PAY_STATUS_COLORS: Record<CasePayStatus, string> = { UNPAID: 'red', PARTIAL: 'orange', PAID: 'green', REFUNDED: 'default' };
