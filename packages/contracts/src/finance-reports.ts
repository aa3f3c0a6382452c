import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';

// 月度报表 and 月结: a month's money (Asia/Shanghai), booked where the payment, cancellation or refund books it;
// a closed month is frozen and its figures are hashed into the integrity chain.

/** Fee types paid out to third parties for the party (公证程序规则 Art. 32): collected, but not the office's revenue. */
/** Lines carry the type as typed or picked (the 收费类型 label or its code), so both spellings count. */
export const PASS_THROUGH_FEE_TYPES = ['代收代付', '鉴定费', '邮寄费', 'PASS_THROUGH', 'APPRAISAL', 'POSTAGE'] as const;

export const AGEING_BUCKETS = ['D0_30', 'D31_90', 'D91_180', 'D181_'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = { D0_30: '0–30 天', D31_90: '31–90 天', D91_180: '91–180 天', D181_: '180 天以上' };

export const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', title: '月份', patternMessage: '月份格式应为 YYYY-MM，如 2026-11' });

export const MonthReportQuery = Type.Object({ month: Month });
export type MonthReportQuery = Static<typeof MonthReportQuery>;

const Fen = (title: string) => Type.Integer({ title });

/** Money moved in the month: collected (cancellations booked in it subtracted), refunded, and the difference. */
const Flow = {
  paymentsFen: Fen('收款'),
  refundsFen: Fen('退费'),
  netFen: Fen('净收入'),
};

export const MonthTotals = Type.Object({
  /** Cases with a payment booked in the month. */
  casesCharged: Type.Integer({ title: '收费件数' }),
  /** Fee lines of the cases accepted in the month (应收发生额). */
  grossFen: Fen('应收'),
  /** Reductions approved in the month. */
  reductionsFen: Fen('减免'),
  /** Payments booked in the month, cancellations booked in it subtracted; 记账 not included. */
  paymentsFen: Fen('收款'),
  /** Refunds paid out in the month. */
  refundsFen: Fen('退费'),
  /** paymentsFen − refundsFen. */
  netFen: Fen('净收入'),
  /** The part of the payments that pays 代收代付 lines. */
  passThroughFen: Fen('代收代付'),
  /** 记账 booked in the month (a promise to pay, not money). */
  onAccountFen: Fen('记账'),
  /** Cancellations booked in the month (already subtracted from paymentsFen). */
  cancelledFen: Fen('作废收款'),
});
export type MonthTotals = Static<typeof MonthTotals>;

const Group = Type.Object({ key: Type.String(), name: Type.String(), cases: Type.Integer(), ...Flow });
export type MonthGroup = Static<typeof Group>;

/** Everything a closing freezes and hashes. */
export const MonthFigures = Type.Object({
  month: Type.String(),
  totals: MonthTotals,
  /** By the category of the case's first item (国内民事…), by that item, by the case's notary. */
  byCategory: Type.Array(Group),
  byItem: Type.Array(Group),
  byNotary: Type.Array(Group),
  /** Every method money moves by, in the order of REFUND_METHODS, zeros included; sums to the totals. */
  byMethod: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), ...Flow })),
  /** Every day of the month, zeros included. */
  byDay: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...Flow })),
});
export type MonthFigures = Static<typeof MonthFigures>;

export const MonthClosingInfo = Type.Object({
  month: Type.String(),
  closedAt: Type.String({ format: 'date-time' }),
  closedByName: Type.String(),
  sha256: Type.String(),
  sm3: Type.String(),
  /** The integrity chain entry that holds the hash. */
  chainSeq: Type.Integer(),
  /** The frozen figures still hash to what was chained. */
  intact: Type.Boolean(),
});
export type MonthClosingInfo = Static<typeof MonthClosingInfo>;

export const MonthReport = Type.Object({
  ...MonthFigures.properties,
  /** Receivables still open at the month's end (or now, for the running month), by age since acceptance. */
  ageing: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), cases: Type.Integer(), outstandingFen: Type.Integer() })),
  /** Null while the month is open; for a closed month the figures above are the frozen ones. */
  closing: Type.Union([MonthClosingInfo, Type.Null()]),
  /** Why 月结 is not possible now, or '' when it is. */
  closeBlocker: Type.String(),
});
export type MonthReport = Static<typeof MonthReport>;

/** Net revenue per booked month, the last twelve up to this one, oldest first (业务统计). */
export const RevenueByMonth = Type.Array(Type.Object({ month: Type.String(), revenueFen: Type.Integer() }));
export type RevenueByMonth = Static<typeof RevenueByMonth>;

export const financeReportsApi = {
  revenueByMonth: endpoint({
    method: 'GET',
    path: '/finance/reports/revenue-by-month',
    access: ['finance:monthReport', 'finance:list'],
    tag: '月度报表',
    summary: '近 12 个月每月净收入（收款 − 退费），供业务统计',
    response: RevenueByMonth,
  }),
  month: endpoint({
    method: 'GET',
    path: '/finance/reports/month',
    access: 'finance:monthReport',
    tag: '月度报表',
    summary: '月度报表：收款、退费、减免、净收入、代收代付，按类别、事项、公证员、收款方式、日期汇总，应收账龄',
    query: MonthReportQuery,
    response: MonthReport,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/finance/reports/month/pdf',
    access: 'finance:monthReport:export',
    tag: '月度报表',
    summary: '月度报表 PDF',
    query: MonthReportQuery,
    download: true,
  }),
  close: endpoint({
    method: 'POST',
    path: '/finance/reports/month/close',
    access: 'finance:monthReport:close',
    tag: '月度报表',
    summary: '月结：冻结该月收付款，合计写入完整性链（不可撤销）',
    body: MonthReportQuery,
    response: MonthClosingInfo,
    done: '已月结',
  }),
};
