import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';
import { Fen } from './money.ts';

// 收费列表: payments with allocations to fee lines, 减免 and 退费 through approval, invoices, the adjustment log.

export const PAYMENT_METHODS = ['CASH', 'CARD', 'WECHAT', 'ALIPAY', 'TRANSFER', 'ACCOUNT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: '现金',
  CARD: '银行卡',
  WECHAT: '微信',
  ALIPAY: '支付宝',
  TRANSFER: '转账',
  ACCOUNT: '记账',
};
/** Methods money actually leaves by when a refund is paid (记账 is not one). */
export const REFUND_METHODS = ['CASH', 'CARD', 'WECHAT', 'ALIPAY', 'TRANSFER'] as const;

export const PAYMENT_STATUSES = ['PAID', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REDUCTION_REASONS = ['LEGAL_AID', 'HARDSHIP', 'OTHER'] as const;
export type ReductionReason = (typeof REDUCTION_REASONS)[number];
export const REDUCTION_REASON_LABELS: Record<ReductionReason, string> = { LEGAL_AID: '法律援助', HARDSHIP: '困难群众', OTHER: '其他' };
export const REDUCTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReductionStatus = (typeof REDUCTION_STATUSES)[number];

export const REFUND_REASONS = ['REFUSED', 'TERMINATED', 'WITHDRAWN', 'OVERCHARGE'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  REFUSED: '不予办理',
  TERMINATED: '终止公证',
  WITHDRAWN: '撤回申请',
  OVERCHARGE: '多收退还',
};
export const REFUND_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<RefundStatus, string> = { PENDING: '审批中', APPROVED: '已批准', PAID: '已退款', REJECTED: '未批准' };

export const INVOICE_KINDS = ['VAT_NORMAL', 'E_INVOICE', 'FISCAL', 'RECEIPT'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { VAT_NORMAL: '增值税普通发票', E_INVOICE: '电子发票', FISCAL: '财政票据', RECEIPT: '收据' };
export const INVOICE_STATUSES = ['ISSUED', 'RED_REVERSED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where a case's money stands: nothing in, part in, all in (paid, 记账 or waived), or money returned. */
export const CASE_PAY_STATUSES = ['UNPAID', 'PARTIAL', 'PAID', 'REFUNDED'] as const;
export type CasePayStatus = (typeof CASE_PAY_STATUSES)[number];
export const CASE_PAY_STATUS_LABELS: Record<CasePayStatus, string> = { UNPAID: '未收', PARTIAL: '部分收款', PAID: '已收', REFUNDED: '已退费' };
export const CASE_INVOICE_STATUSES = ['NONE', 'PARTIAL', 'FULL'] as const;
export type CaseInvoiceStatus = (typeof CASE_INVOICE_STATUSES)[number];
export const CASE_INVOICE_STATUS_LABELS: Record<CaseInvoiceStatus, string> = { NONE: '未开票', PARTIAL: '部分开票', FULL: '已开票' };

/** A case's money in one place: what the case detail, the list and every finance answer show. */
export const MoneySummary = Type.Object({
  /** 应收: the fee lines less approved reductions. */
  receivableFen: Type.Integer(),
  reducedFen: Type.Integer(),
  /** 实收: money received (记账 not included). */
  receivedFen: Type.Integer(),
  onAccountFen: Type.Integer(),
  refundedFen: Type.Integer(),
  /** 未收: receivable less received and 记账. */
  outstandingFen: Type.Integer(),
  invoicedFen: Type.Integer(),
  /** Every line paid, on account or waived: what 提交审批 asks for. */
  settled: Type.Boolean(),
  payStatus: StringEnum(CASE_PAY_STATUSES, '收款状态'),
  invoiceStatus: StringEnum(CASE_INVOICE_STATUSES, '开票状态'),
});
export type MoneySummary = Static<typeof MoneySummary>;

const At = Type.String({ format: 'date-time' });
const NullableAt = Type.Union([At, Type.Null()]);

export const FeeLineMoney = Type.Object({
  id: Type.Integer(),
  feeType: Type.String(),
  note: Type.String(),
  amountFen: Type.Integer(),
  reducedFen: Type.Integer(),
  allocatedFen: Type.Integer(),
  /** What may still be allocated: amount − approved reductions − allocated. */
  dueFen: Type.Integer(),
});
export type FeeLineMoney = Static<typeof FeeLineMoney>;

export const PaymentRow = Type.Object({
  id: Type.Integer(),
  paymentNo: Type.String(),
  payerName: Type.String(),
  method: StringEnum(PAYMENT_METHODS, '收款方式'),
  amountFen: Type.Integer(),
  paidAt: At,
  bookedMonth: Type.String(),
  cashierName: Type.String(),
  externalRef: Type.String(),
  status: StringEnum(PAYMENT_STATUSES, '状态'),
  cancelReason: Type.String(),
  allocations: Type.Array(Type.Object({ feeId: Type.Integer(), feeType: Type.String(), amountFen: Type.Integer() })),
});
export type PaymentRow = Static<typeof PaymentRow>;

export const ReductionRow = Type.Object({
  id: Type.Integer(),
  feeId: Type.Integer(),
  feeType: Type.String(),
  amountFen: Type.Integer(),
  reason: StringEnum(REDUCTION_REASONS, '减免原因'),
  note: Type.String(),
  status: StringEnum(REDUCTION_STATUSES, '状态'),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: At,
});
export type ReductionRow = Static<typeof ReductionRow>;

export const RefundRow = Type.Object({
  id: Type.Integer(),
  amountFen: Type.Integer(),
  reason: StringEnum(REFUND_REASONS, '退费原因'),
  note: Type.String(),
  status: StringEnum(REFUND_STATUSES, '状态'),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  method: Type.Union([StringEnum(PAYMENT_METHODS, '退款方式'), Type.Null()]),
  paidAt: NullableAt,
  createdAt: At,
});
export type RefundRow = Static<typeof RefundRow>;

export const InvoiceRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(INVOICE_KINDS, '票据类型'),
  title: Type.String(),
  taxNumber: Type.String(),
  number: Type.String(),
  amountFen: Type.Integer(),
  issuedAt: At,
  status: StringEnum(INVOICE_STATUSES, '状态'),
  redOfId: Type.Union([Type.Integer(), Type.Null()]),
  providerRef: Type.String(),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

/** One case's money: lines, payments, reductions, refunds and invoices. */
export const CaseMoney = Type.Object({
  caseId: Type.Integer(),
  businessNumber: Type.String(),
  summary: MoneySummary,
  lines: Type.Array(FeeLineMoney),
  payments: Type.Array(PaymentRow),
  reductions: Type.Array(ReductionRow),
  refunds: Type.Array(RefundRow),
  invoices: Type.Array(InvoiceRow),
  /** What a new refund may still ask for: received less refunds paid, approved or pending. */
  refundableFen: Type.Integer(),
  /** What a new invoice may still cover: received less refunds paid and invoices standing. */
  invoiceableFen: Type.Integer(),
  defaultInvoiceKind: StringEnum(INVOICE_KINDS, '票据类型'),
  /** The first applicant: the default payer and invoice title. */
  applicantName: Type.String(),
  /** A case ended by 特殊流程 (终止, 不予办理, 撤回) with money still refundable: the refund to propose. */
  proposedRefund: Type.Union([Type.Object({ amountFen: Type.Integer(), reason: StringEnum(REFUND_REASONS, '退费原因') }), Type.Null()]),
});
export type CaseMoney = Static<typeof CaseMoney>;

export const FinanceCaseRow = Type.Object({
  caseId: Type.Integer(),
  businessNumber: Type.String(),
  status: Type.String(),
  itemNames: Type.String(),
  applicantNames: Type.String(),
  handlerName: Type.String(),
  acceptedAt: NullableAt,
  lastPaidAt: NullableAt,
  methods: Type.Array(StringEnum(PAYMENT_METHODS, '收款方式')),
  ...MoneySummary.properties,
});
export type FinanceCaseRow = Static<typeof FinanceCaseRow>;

const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
export const FinancePageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 64, title: '关键字' })),
    /** Cases with a payment or refund booked in the month, or accepted in it. */
    month: Type.Optional(Type.String({ pattern: MONTH, title: '月份', patternMessage: '月份格式应为 YYYY-MM' })),
    itemId: Type.Optional(Id('公证事项')),
    notaryId: Type.Optional(Id('承办公证员')),
    method: Type.Optional(StringEnum(PAYMENT_METHODS, '收款方式')),
    payStatus: Type.Optional(StringEnum(CASE_PAY_STATUSES, '收款状态')),
    invoiceStatus: Type.Optional(StringEnum(CASE_INVOICE_STATUSES, '开票状态')),
  }),
]);
export type FinancePageQuery = Static<typeof FinancePageQuery>;

const Reason = (title: string) => Type.String({ minLength: 1, maxLength: 200, title });
const Note = Type.Optional(Type.String({ maxLength: 200, title: '备注' }));

export const CollectBody = Type.Object({
  caseId: Id('业务'),
  method: StringEnum(PAYMENT_METHODS, '收款方式'),
  payerName: Type.String({ minLength: 1, maxLength: 64, title: '付款人' }),
  payerPhone: Type.Optional(Type.String({ maxLength: 20, title: '付款人电话' })),
  externalRef: Type.Optional(Type.String({ maxLength: 64, title: '交易流水号' })),
  note: Note,
  allocations: Type.Array(Type.Object({ feeId: Id('收费项目'), amountFen: Fen({ minimum: 1 }) }), { minItems: 1, maxItems: 50, title: '分配到收费项目' }),
});
export type CollectBody = Static<typeof CollectBody>;

export const CancelPaymentBody = Type.Object({ id: Id('收款'), reason: Reason('作废原因') });
export type CancelPaymentBody = Static<typeof CancelPaymentBody>;

export const ReductionBody = Type.Object({
  caseId: Id('业务'),
  feeId: Id('收费项目'),
  amountFen: Fen({ minimum: 1 }),
  reason: StringEnum(REDUCTION_REASONS, '减免原因'),
  note: Reason('减免说明'),
});
export type ReductionBody = Static<typeof ReductionBody>;

export const RefundBody = Type.Object({
  caseId: Id('业务'),
  amountFen: Fen({ minimum: 1 }),
  reason: StringEnum(REFUND_REASONS, '退费原因'),
  note: Reason('退费说明'),
});
export type RefundBody = Static<typeof RefundBody>;

export const PayRefundBody = Type.Object({ id: Id('退费'), method: StringEnum(REFUND_METHODS, '退款方式') });
export type PayRefundBody = Static<typeof PayRefundBody>;

export const InvoiceBody = Type.Object({
  caseId: Id('业务'),
  kind: StringEnum(INVOICE_KINDS, '票据类型'),
  title: Type.String({ minLength: 1, maxLength: 100, title: '抬头' }),
  taxNumber: Type.String({ maxLength: 20, pattern: '^$|^[0-9A-Z]{15,20}$', title: '纳税人识别号', patternMessage: '纳税人识别号应为 15–20 位数字或大写字母' }),
  amountFen: Fen({ minimum: 1 }),
});
export type InvoiceBody = Static<typeof InvoiceBody>;

export const RedReverseBody = Type.Object({ id: Id('发票'), reason: Reason('红冲原因') });
export type RedReverseBody = Static<typeof RedReverseBody>;

export const InvoiceSettings = Type.Object({ defaultKind: StringEnum(INVOICE_KINDS, '默认票据类型') });
export type InvoiceSettings = Static<typeof InvoiceSettings>;

export const AdjustmentRow = Type.Object({
  id: Type.Integer(),
  caseId: Type.Union([Type.Integer(), Type.Null()]),
  businessNumber: Type.String(),
  targetTable: Type.String(),
  targetId: Type.Integer(),
  field: Type.String(),
  before: Type.String(),
  after: Type.String(),
  reason: Type.String(),
  actorName: Type.String(),
  approverName: Type.String(),
  createdAt: At,
});
export type AdjustmentRow = Static<typeof AdjustmentRow>;

export const AdjustmentPageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 64, title: '业务编号' })),
    month: Type.Optional(Type.String({ pattern: MONTH, title: '月份', patternMessage: '月份格式应为 YYYY-MM' })),
  }),
]);
export type AdjustmentPageQuery = Static<typeof AdjustmentPageQuery>;

const tag = '收费';
const LIST = 'finance:list';
const CaseIdQuery = Type.Object({ caseId: Id('业务') });

export const financePaymentsApi = {
  page: endpoint({
    method: 'GET',
    path: '/finance/list/page',
    access: LIST,
    tag,
    summary: '收费列表：有收费的业务及其应收、实收、退费、未收',
    query: FinancePageQuery,
    response: Page(FinanceCaseRow),
  }),
  exportPage: endpoint({
    method: 'GET',
    path: '/finance/list/export',
    access: 'finance:list:export',
    tag,
    summary: '导出收费列表（分页读取全部）',
    query: FinancePageQuery,
    response: Page(FinanceCaseRow),
  }),
  caseMoney: endpoint({
    method: 'GET',
    path: '/finance/case',
    access: LIST,
    tag,
    summary: '一件业务的收费、收款、减免、退费与发票',
    query: CaseIdQuery,
    response: CaseMoney,
  }),
  collect: endpoint({
    method: 'POST',
    path: '/finance/payments',
    access: 'finance:list:collect',
    tag,
    summary: '收款（分配到收费项目；可部分收款）',
    body: CollectBody,
    response: CaseMoney,
    done: '收款成功',
  }),
  cancelPayment: endpoint({
    method: 'PUT',
    path: '/finance/payments/cancel',
    access: 'finance:list:cancelPayment',
    tag,
    summary: '作废收款（冲回分配，写调整记录）',
    body: CancelPaymentBody,
    response: CaseMoney,
    done: '收款已作废',
  }),
  applyReduction: endpoint({
    method: 'POST',
    path: '/finance/reductions',
    access: 'finance:list:reductionApply',
    tag,
    summary: '减免申请（经减免审批流程）',
    body: ReductionBody,
    response: CaseMoney,
    done: '减免申请已提交审批',
  }),
  applyRefund: endpoint({
    method: 'POST',
    path: '/finance/refunds',
    access: 'finance:list:refundApply',
    tag,
    summary: '退费申请（经退费审批流程；不超过已收减已退）',
    body: RefundBody,
    response: CaseMoney,
    done: '退费申请已提交审批',
  }),
  payRefund: endpoint({
    method: 'PUT',
    path: '/finance/refunds/pay',
    access: 'finance:list:collect',
    tag,
    summary: '登记已批准退费的退款',
    body: PayRefundBody,
    response: CaseMoney,
    done: '退款已登记',
  }),
  issueInvoice: endpoint({
    method: 'POST',
    path: '/finance/invoices',
    access: 'finance:list:invoice',
    tag,
    summary: '开票（不超过已收未开票金额）',
    body: InvoiceBody,
    response: CaseMoney,
    done: '开票成功',
  }),
  redReverse: endpoint({
    method: 'PUT',
    path: '/finance/invoices/red',
    access: 'finance:list:invoice',
    tag,
    summary: '红冲发票',
    body: RedReverseBody,
    response: CaseMoney,
    done: '发票已红冲',
  }),
  invoiceSettings: endpoint({
    method: 'GET',
    path: '/finance/invoice-settings',
    access: LIST,
    tag,
    summary: '本机构的默认票据类型',
    response: InvoiceSettings,
  }),
  saveInvoiceSettings: endpoint({
    method: 'PUT',
    path: '/finance/invoice-settings',
    access: 'finance:list:invoice',
    tag,
    summary: '设置默认票据类型',
    body: InvoiceSettings,
    response: InvoiceSettings,
    done: '已保存',
  }),
  adjustments: endpoint({
    method: 'GET',
    path: '/finance/adjustments/page',
    access: ['finance:maintainList', LIST],
    tag,
    summary: '调整记录：每一次人工资金变动',
    query: AdjustmentPageQuery,
    response: Page(AdjustmentRow),
  }),
};
