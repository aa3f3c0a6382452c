import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { APPLICANT_TYPES, CAPTURE_TYPES, EVIDENCE_KINDS, EVIDENCE_STATUSES } from './evidence.ts';
import { StringEnum } from './ids.ts';

// 证据统计: counts and bytes of the office's evidence records, by capture type, status and period, with the top
// applicants and the capture failures. Days are calendar days in China (UTC+8); a record counts on the day it was made.

export const STATISTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];
export const STATISTICS_GRANULARITY_LABELS: Record<StatisticsGranularity, string> = { day: '按日', week: '按周', month: '按月' };
/** Most periods one answer may hold (e.g. 366 days, about seven years of weeks). */
export const STATISTICS_MAX_PERIODS = 400;

const Day = (title: string) => Type.String({ format: 'date', title });

export const EvidenceStatisticsQuery = Type.Object({
  /** First day counted; by default the start of the usual window of the granularity (30 days, 12 weeks, 12 months). */
  from: Type.Optional(Day('开始日期')),
  /** Last day counted (inclusive); today by default. */
  to: Type.Optional(Day('结束日期')),
  granularity: Type.Optional(StringEnum(STATISTICS_GRANULARITIES, '统计周期')),
});
export type EvidenceStatisticsQuery = Static<typeof EvidenceStatisticsQuery>;

/** A count of records and the size of their files (uploads, captures and the declared size of hash-only files). */
const Amount = {
  count: Type.Integer({ title: '件数' }),
  bytes: Type.Number({ title: '数据量（字节）' }),
};

export const EvidenceStatistics = Type.Object({
  from: Type.String({ title: '开始日期' }),
  to: Type.String({ title: '结束日期' }),
  granularity: StringEnum(STATISTICS_GRANULARITIES, '统计周期'),
  total: Type.Object({
    ...Amount,
    /** Bytes actually kept on the office's storage (hash-only deposits and purged files take none). */
    storedBytes: Type.Number({ title: '占用存储（字节）' }),
    sealed: Type.Integer({ title: '已固定' }),
    pending: Type.Integer({ title: '待确认' }),
    failed: Type.Integer({ title: '取证失败' }),
  }),
  /** Every kind, in the order of EVIDENCE_KINDS, zeros included. */
  byKind: Type.Array(Type.Object({ key: StringEnum(EVIDENCE_KINDS, '类别'), name: Type.String(), ...Amount })),
  /** Every capture type, in the order of CAPTURE_TYPES, zeros included. */
  byType: Type.Array(Type.Object({ key: StringEnum(CAPTURE_TYPES, '取证方式'), name: Type.String(), ...Amount })),
  /** Every status, in the order of EVIDENCE_STATUSES, zeros included. */
  byStatus: Type.Array(Type.Object({ key: StringEnum(EVIDENCE_STATUSES, '状态'), name: Type.String(), ...Amount })),
  /** Every period of the range in order, zeros included; key = the period's first day (YYYY-MM-DD). */
  byPeriod: Type.Array(
    Type.Object({
      key: Type.String(),
      /** 2026-11-24 / 2026-11-23 起 (weeks start on Monday) / 2026-11. */
      name: Type.String(),
      ...Amount,
      captures: Type.Integer({ title: '取证' }),
      deposits: Type.Integer({ title: '存证' }),
    }),
  ),
  /** The ten applicants with the most records (then the most bytes). */
  topApplicants: Type.Array(Type.Object({ customerId: Type.Integer(), type: StringEnum(APPLICANT_TYPES, '申请人类型'), name: Type.String(), ...Amount })),
  failures: Type.Object({
    total: Type.Integer({ title: '失败件数' }),
    /** Grouped by reason, most frequent first. */
    byReason: Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer() })),
    /** The latest twenty failed records. */
    recent: Type.Array(
      Type.Object({
        id: Type.Integer(),
        evidenceNo: Type.String(),
        title: Type.String(),
        captureType: StringEnum(CAPTURE_TYPES, '取证方式'),
        targetUrl: Type.String(),
        reason: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
});
export type EvidenceStatistics = Static<typeof EvidenceStatistics>;

export const evidenceStatisticsApi = {
  statistics: endpoint({
    method: 'GET',
    path: '/evidence/statistics',
    access: 'evidence:statistics',
    tag: '证据统计',
    summary: '证据统计：按取证方式、状态、周期的件数与数据量，申请人排行，取证失败原因',
    query: EvidenceStatisticsQuery,
    response: EvidenceStatistics,
  }),
};
