import type { ApplicantType, CaptureType, EvidenceKind, EvidenceStatus, StatisticsGranularity } from '@notaria/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { evidenceArtifacts, evidenceRecords as r } from '../evidence.table.ts';

/** The aggregates behind 证据统计, each over the records made in [start, end) of one office. */

const TRUNC: Record<StatisticsGranularity, string> = { day: "'day'", week: "'week'", month: "'month'" };
const n = sql<number>`count(*)::int`;
const bytes = sql<number>`coalesce(sum(sizes.bytes), 0)::float8`;
const stored = sql<number>`coalesce(sum(sizes.stored), 0)::float8`;

/** Each record's file bytes, and those of them still on storage. */
const sizesOf = (tx: Tx, tenantId: number) =>
  tx
    .select({
      recordId: evidenceArtifacts.recordId,
      bytes: sql<number>`sum(${evidenceArtifacts.size})`.as('bytes'),
      stored: sql<number>`sum(case when ${evidenceArtifacts.fileId} is null then 0 else ${evidenceArtifacts.size} end)`.as('stored'),
    })
    .from(evidenceArtifacts)
    .where(eq(evidenceArtifacts.tenantId, tenantId))
    .groupBy(evidenceArtifacts.recordId)
    .as('sizes');

export async function aggregates(tx: Tx, tenantId: number, start: Date, end: Date, granularity: StatisticsGranularity) {
  const inRange = and(eq(r.tenantId, tenantId), gte(r.createdAt, start), lt(r.createdAt, end));
  const sizes = sizesOf(tx, tenantId);
  // The record's China calendar day, truncated to the period; the same arithmetic as the period list.
  // A literal, not a parameter: GROUP BY must see the same expression as the select list.
  const period = sql<string>`to_char(date_trunc(${sql.raw(TRUNC[granularity])}, (${r.createdAt} at time zone 'UTC') + interval '8 hours'), 'YYYY-MM-DD')`;
  const failed = and(inRange, eq(r.status, 'FAILED'));
  const [groups, periods, applicants, reasons, recent] = await Promise.all([
    tx
      .select({ kind: r.kind, captureType: r.captureType, status: r.status, count: n, bytes, stored })
      .from(r)
      .leftJoin(sizes, eq(sizes.recordId, r.id))
      .where(inRange)
      .groupBy(r.kind, r.captureType, r.status),
    tx.select({ key: period, kind: r.kind, count: n, bytes }).from(r).leftJoin(sizes, eq(sizes.recordId, r.id)).where(inRange).groupBy(period, r.kind),
    tx
      .select({
        customerId: r.customerId,
        type: r.applicantType,
        name: sql<string>`max(${r.applicant}->>'name')`,
        count: n,
        bytes,
      })
      .from(r)
      .leftJoin(sizes, eq(sizes.recordId, r.id))
      .where(inRange)
      .groupBy(r.applicantType, r.customerId)
      .orderBy(desc(n), desc(bytes), r.customerId)
      .limit(10),
    tx.select({ reason: r.failureReason, count: n }).from(r).where(failed).groupBy(r.failureReason).orderBy(desc(n), r.failureReason),
    tx
      .select({
        id: r.id,
        evidenceNo: r.evidenceNo,
        title: r.title,
        captureType: r.captureType,
        targetUrl: r.targetUrl,
        reason: r.failureReason,
        createdAt: r.createdAt,
      })
      .from(r)
      .where(failed)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(20),
  ]);
  return {
    groups: groups as { kind: EvidenceKind; captureType: CaptureType; status: EvidenceStatus; count: number; bytes: number; stored: number }[],
    periods: periods as { key: string; kind: EvidenceKind; count: number; bytes: number }[],
    applicants: applicants as { customerId: number; type: ApplicantType; name: string | null; count: number; bytes: number }[],
    reasons,
    recent,
  };
}
