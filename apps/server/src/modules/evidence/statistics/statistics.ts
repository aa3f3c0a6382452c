import {
  CAPTURE_TYPE_LABELS,
  CAPTURE_TYPES,
  EVIDENCE_KIND_LABELS,
  EVIDENCE_KINDS,
  EVIDENCE_STATUS_LABELS,
  EVIDENCE_STATUSES,
  SEALED_STATUSES,
  type EvidenceStatistics,
  type EvidenceStatisticsQuery,
} from '@notaria/contracts';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { periodName, resolveRange } from './periods.ts';
import { aggregates } from './statistics.repo.ts';

type Amount = { count: number; bytes: number };
const zero = (): Amount => ({ count: 0, bytes: 0 });
const add = (a: Amount, b: Amount) => {
  a.count += b.count;
  a.bytes += b.bytes;
};

/** Sums `rows` into one bucket per key of `keys`, in that order, zeros included. */
function bucketsOf<K extends string>(keys: readonly K[], labels: Record<K, string>, rows: (Amount & { key: K })[]) {
  const by = new Map(keys.map((k) => [k, zero()]));
  for (const row of rows) {
    const bucket = by.get(row.key);
    if (bucket) add(bucket, row);
  }
  return keys.map((key) => ({ key, name: labels[key], ...by.get(key)! }));
}

/** 证据统计 of the actor's office over the range asked for. */
export const evidenceStatistics = (db: Database, actor: Actor, q: EvidenceStatisticsQuery): Promise<EvidenceStatistics> => {
  const range = resolveRange(q);
  return inTenant(db, actor.tenantId, async (tx) => {
    const a = await aggregates(tx, actor.tenantId, range.start, range.end, range.granularity);
    const total = { ...zero(), storedBytes: 0, sealed: 0, pending: 0, failed: 0 };
    for (const g of a.groups) {
      add(total, g);
      total.storedBytes += g.stored;
      if (SEALED_STATUSES.includes(g.status)) total.sealed += g.count;
      if (g.status === 'PENDING_CONFIRM') total.pending += g.count;
      if (g.status === 'FAILED') total.failed += g.count;
    }
    const periods = new Map(range.periods.map((key) => [key, { ...zero(), captures: 0, deposits: 0 }]));
    for (const p of a.periods) {
      const bucket = periods.get(p.key);
      if (!bucket) continue;
      add(bucket, p);
      if (p.kind === 'CAPTURE') bucket.captures += p.count;
      else bucket.deposits += p.count;
    }
    return {
      from: range.from,
      to: range.to,
      granularity: range.granularity,
      total,
      byKind: bucketsOf(
        EVIDENCE_KINDS,
        EVIDENCE_KIND_LABELS,
        a.groups.map((g) => ({ ...g, key: g.kind })),
      ),
      byType: bucketsOf(
        CAPTURE_TYPES,
        CAPTURE_TYPE_LABELS,
        a.groups.map((g) => ({ ...g, key: g.captureType })),
      ),
      byStatus: bucketsOf(
        EVIDENCE_STATUSES,
        EVIDENCE_STATUS_LABELS,
        a.groups.map((g) => ({ ...g, key: g.status })),
      ),
      byPeriod: [...periods].map(([key, v]) => ({ key, name: periodName(key, range.granularity), ...v })),
      topApplicants: a.applicants.map((p) => ({ ...p, name: p.name ?? '' })),
      failures: {
        total: total.failed,
        byReason: a.reasons.map((x) => ({ reason: x.reason || '未记录原因', count: x.count })),
        recent: a.recent.map((x) => ({ ...x, reason: x.reason || '未记录原因', createdAt: x.createdAt.toISOString() })),
      },
    };
  });
};
