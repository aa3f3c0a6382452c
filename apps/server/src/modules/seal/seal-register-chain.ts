import { createHash } from 'node:crypto';
import type { SealRegisterCheck } from '@notaria/contracts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit, canonicalJson } from '../oplog/oplog.api.ts';
import { sealRegister, seals } from './seal.table.ts';

export const GENESIS_HASH = '0'.repeat(64);
/** First key of the per-office advisory lock that serialises appends to the register ('seal'). */
const LOCK_CLASS = 0x7365616c;

export type SealRegisterEntry = typeof sealRegister.$inferSelect;

/** What one stamping records; `requestKind` defaults by the seal's kind, `applicantId` to the caller, `at` to now. */
export interface SealRegisterInput {
  sealId: number;
  requestId: number;
  impressions: number;
  documentName: string;
  documentSha256Before?: string | null;
  documentSha256After?: string | null;
  signature?: string | null;
  note?: string;
  requestKind?: string;
  applicantId?: number;
  at?: Date;
}

type Hashed = Pick<
  SealRegisterEntry,
  | 'tenantId'
  | 'seq'
  | 'sealId'
  | 'requestKind'
  | 'requestId'
  | 'applicantId'
  | 'operatorId'
  | 'documentName'
  | 'impressions'
  | 'documentSha256Before'
  | 'documentSha256After'
  | 'signature'
  | 'note'
  | 'at'
>;

/** SHA-256 over the previous row's hash and every recorded field of this row, in a fixed order. */
export function registerHash(r: Hashed, prevHash: string): string {
  const fields = [
    prevHash,
    r.tenantId,
    r.seq,
    r.sealId,
    r.requestKind,
    r.requestId,
    r.applicantId,
    r.operatorId,
    r.documentName,
    r.impressions,
    r.documentSha256Before ?? null,
    r.documentSha256After ?? null,
    r.signature ?? null,
    r.note,
    r.at.toISOString(),
  ];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Writes one row of the 用印登记簿 in the caller's transaction, chained to the office's previous row. The advisory
 * lock makes "read the last row, insert the next" atomic per office.
 */
export async function appendSealRegister(tx: Tx, actor: Actor, input: SealRegisterInput): Promise<SealRegisterEntry> {
  const [seal] = await tx
    .select({ id: seals.id, kind: seals.kind })
    .from(seals)
    .where(and(eq(seals.tenantId, actor.tenantId), eq(seals.id, input.sealId)));
  if (!seal) throw invalid('印章不存在');
  if (!Number.isInteger(input.impressions) || input.impressions < 1) throw invalid('用印次数须为正整数');
  for (const h of [input.documentSha256Before, input.documentSha256After]) if (h && !SHA256.test(h)) throw invalid('文件哈希须为 64 位十六进制 SHA-256');
  const documentName = input.documentName.trim().slice(0, 200);
  if (!documentName) throw invalid('用印登记须写明文件名称');

  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${actor.tenantId})`);
  const [last] = await tx
    .select({ seq: sealRegister.seq, hash: sealRegister.hash })
    .from(sealRegister)
    .where(eq(sealRegister.tenantId, actor.tenantId))
    .orderBy(desc(sealRegister.seq))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const fields: Hashed = {
    tenantId: actor.tenantId,
    seq: (last?.seq ?? 0) + 1,
    sealId: seal.id,
    requestKind: input.requestKind ?? (seal.kind === 'ELECTRONIC' ? 'electronicSeal' : 'useSeal'),
    requestId: input.requestId,
    applicantId: input.applicantId ?? actor.userId,
    operatorId: actor.userId,
    documentName,
    impressions: input.impressions,
    documentSha256Before: input.documentSha256Before || null,
    documentSha256After: input.documentSha256After || null,
    signature: input.signature || null,
    note: (input.note ?? '').trim().slice(0, 500),
    at: input.at ?? new Date(),
  };
  const [row] = await tx
    .insert(sealRegister)
    .values({ ...fields, prevHash, hash: registerHash(fields, prevHash) })
    .returning();
  await audit(tx, actor, {
    module: 'seal',
    action: 'register',
    targetId: row.id,
    after: { seq: row.seq, sealId: row.sealId, requestKind: row.requestKind, requestId: row.requestId, impressions: row.impressions, hash: row.hash },
  });
  return row;
}

const PAGE = 1000;

/** Walks the office's register in order and names the first row that does not hold. */
export async function verifySealRegister(db: Database, tenantId: number): Promise<SealRegisterCheck> {
  let prev = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await inTenant(db, tenantId, (tx) =>
      tx
        .select()
        .from(sealRegister)
        .where(and(eq(sealRegister.tenantId, tenantId), gt(sealRegister.seq, checked)))
        .orderBy(asc(sealRegister.seq))
        .limit(PAGE),
    );
    for (const r of rows) {
      let reason: string | null = null;
      if (r.seq !== checked + 1 || r.prevHash !== prev) reason = `第 ${checked + 1} 条之后的链接不一致（有记录被删除、插入或前一条被改动）`;
      else if (registerHash(r, r.prevHash) !== r.hash) reason = `第 ${r.seq} 条记录的内容与其哈希不一致（记录被改动）`;
      if (reason) return { ok: false, checked, firstBroken: { seq: r.seq, id: r.id, reason } };
      prev = r.hash;
      checked++;
    }
    if (rows.length < PAGE) return { ok: true, checked, firstBroken: null };
  }
}
