import { CAPTURE_KIND_OF, hasPermission } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { forbidden, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { appendToChain, dualHash, timestampEntry, type sealIn } from '../integrity/integrity.api.ts';
import { audit, canonicalJson } from '../oplog/oplog.api.ts';
import * as repo from './evidence.repo.ts';
import { loadRecord, transition } from './records.ts';

export type Seal = ReturnType<typeof sealIn>;
export const MODULE = 'evidence';
/** The chain entry kind of a sealed record. */
export const EVIDENCE_CHAIN_KIND = 'EVIDENCE';

/** The function a record's kind requires for an action of its page (取证 → obtainList, 存证 → existList). */
export const pageFunction = (record: Pick<repo.EvidenceRecord, 'captureType'>, fn: string) =>
  `evidence:${CAPTURE_KIND_OF[record.captureType] === 'CAPTURE' ? 'obtainList' : 'existList'}:${fn}`;

export function checkPageFunction(actor: Actor, record: Pick<repo.EvidenceRecord, 'captureType'>, fn: string): void {
  if (!hasPermission(actor.permissions, pageFunction(record, fn))) throw forbidden('您没有执行此操作的权限');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the seal covers: the record without personal data beyond its number (no applicant, no operator),
 * every artefact's role, name, size and hashes, and the capture environment. Only strings, numbers and null,
 * so the body reads back from jsonb to the same canonical JSON.
 */
export function evidenceBody(r: repo.EvidenceRecord, artifacts: repo.ArtifactRecord[]): Record<string, unknown> {
  const device = Object.fromEntries(Object.entries(r.device ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''));
  return {
    evidenceNo: r.evidenceNo,
    kind: r.kind,
    captureType: r.captureType,
    title: r.title,
    targetUrl: r.targetUrl,
    startedAt: iso(r.startedAt),
    endedAt: iso(r.endedAt),
    environment: device,
    artefacts: artifacts.map((a) => ({
      seq: a.seq,
      role: a.role,
      name: a.name,
      mime: a.mime,
      size: a.size,
      sha256: a.sha256,
      sm3: a.sm3,
      capturedAt: a.capturedAt.toISOString(),
    })),
  };
}

/**
 * 确认证据: manifest → chain (in the confirming transaction: SEALED, sealedAt, confirmedBy) → timestamp after the
 * commit → TIMESTAMPED. A failed timestamp leaves the record SEALED; its chain entry stands.
 */
export async function sealRecord(db: Database, seal: Seal, actor: Actor, id: number): Promise<repo.EvidenceRecord> {
  const sealed = await inTenant(db, actor.tenantId, async (tx) => {
    const r = await loadRecord(tx, actor.tenantId, id, true);
    checkPageFunction(actor, r, 'confirm');
    const artifacts = await repo.artifactsOf(tx, actor.tenantId, r.id);
    if (r.status === 'PENDING_CONFIRM' && !artifacts.length) throw invalid('证据没有任何文件，不能确认');
    const body = evidenceBody(r, artifacts);
    const entry = await appendToChain(tx, actor.tenantId, {
      kind: EVIDENCE_CHAIN_KIND,
      ref: r.evidenceNo,
      artefact: dualHash(canonicalJson(body)),
      metadata: body,
    });
    const next = await transition(tx, r, 'confirm', {
      manifest: entry.manifest,
      manifestSha256: entry.manifestSha256,
      manifestSm3: entry.manifestSm3,
      chainSeq: entry.seq,
      sealedAt: new Date(),
      confirmedBy: actor.userId,
    });
    await audit(tx, actor, {
      module: MODULE,
      action: 'confirm',
      targetId: r.id,
      message: `确认证据 ${r.evidenceNo}（固定清单 SHA-256 ${entry.manifestSha256}）`,
    });
    return next;
  });
  return (await stampRecord(db, seal, sealed)) ?? sealed;
}

/** The reason kept on a sealed record whose timestamp failed; the upkeep retries it (upkeep/timestamp-retry.ts). */
export const TIMESTAMP_FAILED_PREFIX = '时间戳申请失败，将自动重试：';

/**
 * Timestamps a sealed record's chain entry and marks it TIMESTAMPED; undefined when the authority failed, the record
 * then keeping why (its updatedAt is the last attempt, from which the next retry waits).
 */
export async function stampRecord(db: Database, seal: Seal, r: repo.EvidenceRecord): Promise<repo.EvidenceRecord | undefined> {
  if (r.chainSeq == null) return undefined;
  try {
    await timestampEntry(db, seal, r.tenantId, r.chainSeq);
  } catch (e) {
    const reason = `${TIMESTAMP_FAILED_PREFIX}${(e as Error).message || '时间戳机构无响应'}`.slice(0, 500);
    await inTenant(db, r.tenantId, (tx) => repo.updateRecord(tx, r.tenantId, r.id, { failureReason: reason }));
    return undefined;
  }
  return inTenant(db, r.tenantId, async (tx) => {
    const current = await loadRecord(tx, r.tenantId, r.id, true);
    return current.status === 'SEALED' ? transition(tx, current, 'timestamp', { failureReason: '' }) : current;
  });
}
