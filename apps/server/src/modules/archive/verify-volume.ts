import type { ArchiveVerifyResult } from '@notaria/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findFile, type FileStorage } from '../files/files.api.ts';
import { checkStoredTimestamp, contentFault, latestTimestamp, manifestFromBody } from '../integrity/integrity.api.ts';
import { integrityChain } from '../integrity/integrity.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import { archiveItems, archiveVerifyReports, archiveVolumes } from './archive.table.ts';
import { hashStoredFile } from './volume-items.ts';

type ItemRow = typeof archiveItems.$inferSelect;
type FrozenItem = { seq: number; sha256: string; sm3: string };

const nameOf = (i: ItemRow) => `${i.seq}. ${i.title}${i.fileName ? `（${i.fileName}）` : ''}`;

/** Re-hashes one stored item from its bytes; the problems name the file. */
async function checkItem(tx: Tx, storage: FileStorage, tenantId: number, i: ItemRow): Promise<string[]> {
  if (!i.fileId) return [];
  const file = await findFile(tx, tenantId, i.fileId);
  if (!file) return [`${nameOf(i)}：文件记录不存在`];
  const h = await hashStoredFile(storage, file.path).catch(() => null);
  if (!h) return [`${nameOf(i)}：文件无法读取（已丢失）`];
  const out: string[] = [];
  if (h.sha256 !== i.sha256) out.push(`${nameOf(i)}：SHA-256 不符`);
  if (h.sm3 !== i.sm3) out.push(`${nameOf(i)}：SM3 不符`);
  return out;
}

/**
 * 校验: every stored file re-hashed against the catalogue, the catalogue against the frozen manifest, the manifest
 * against its hashes and its chain entry (and the entry's link to the one before), and the entry's timestamp token.
 */
export async function verifyVolume(tx: Tx, storage: FileStorage, tenantId: number, id: number): Promise<ArchiveVerifyResult> {
  const [v] = await tx
    .select()
    .from(archiveVolumes)
    .where(and(eq(archiveVolumes.tenantId, tenantId), eq(archiveVolumes.id, id)));
  if (!v) throw notFound('案卷');
  const items = await tx.select().from(archiveItems).where(eq(archiveItems.volumeId, id)).orderBy(asc(archiveItems.seq));
  const problems: string[] = [];
  for (const i of items) problems.push(...(await checkItem(tx, storage, tenantId, i)));
  const body = v.manifest as Record<string, unknown> & { items?: FrozenItem[] };
  const hash = manifestFromBody(body).hash;
  if (hash.sha256 !== v.manifestSha256 || hash.sm3 !== v.manifestSm3) problems.push('固定清单与其哈希不一致（清单被改动）');
  const frozen = new Map((body.items ?? []).map((f) => [f.seq, f]));
  if (frozen.size !== items.length) problems.push('卷内文件数与固定清单不一致');
  for (const i of items) {
    const f = frozen.get(i.seq);
    if (f && (f.sha256 !== i.sha256 || f.sm3 !== i.sm3)) problems.push(`${nameOf(i)}：目录中的哈希与固定清单不一致`);
  }
  const chain = await tx
    .select()
    .from(integrityChain)
    .where(and(eq(integrityChain.tenantId, tenantId), eq(integrityChain.seq, v.chainSeq)));
  const entry = chain[0];
  if (!entry) problems.push(`哈希链第 ${v.chainSeq} 条不存在`);
  else {
    const fault = contentFault(entry);
    if (fault) problems.push(`哈希链第 ${v.chainSeq} 条：${fault}`);
    if (entry.artefactSha256 !== v.manifestSha256 || entry.artefactSm3 !== v.manifestSm3) problems.push('哈希链登记的清单哈希与案卷不一致');
    if (entry.seq > 1) {
      const [prev] = await tx
        .select({ hash: integrityChain.hash })
        .from(integrityChain)
        .where(and(eq(integrityChain.tenantId, tenantId), eq(integrityChain.seq, entry.seq - 1)));
      if (prev?.hash !== entry.prevHash) problems.push(`哈希链第 ${v.chainSeq} 条与前一条不相连`);
    }
    const stamp = await latestTimestamp(tx, tenantId, entry.seq);
    if (!stamp) problems.push('固定清单尚无可信时间戳');
    else {
      const check = await checkStoredTimestamp(tx, entry, stamp);
      if (!check.valid) problems.push(`时间戳无效：${check.reason ?? ''}`);
    }
  }
  const verifiedAt = new Date();
  await tx
    .update(archiveVolumes)
    .set({ lastVerifiedAt: verifiedAt, lastVerifyOk: problems.length === 0 })
    .where(eq(archiveVolumes.id, id));
  return {
    volumeId: id,
    archiveNo: v.archiveNo,
    ok: problems.length === 0,
    files: items.filter((i) => i.fileId).length,
    problems,
    verifiedAt: verifiedAt.toISOString(),
  };
}

/** 校验 on demand: the result, a report row and a log entry. */
export const verifyVolumeCall = (db: Database, storage: FileStorage, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await verifyVolume(tx, storage, actor.tenantId, id);
    await tx.insert(archiveVerifyReports).values({
      tenantId: actor.tenantId,
      trigger: 'MANUAL',
      volumeId: id,
      volumes: 1,
      files: r.files,
      failedVolumes: r.ok ? 0 : 1,
      failures: r.ok ? [] : [{ volumeId: id, archiveNo: r.archiveNo, problems: r.problems }],
      byUserId: actor.userId,
      finishedAt: new Date(),
    });
    await audit(tx, actor, {
      module: '档案管理',
      action: 'verify',
      targetId: id,
      message: `校验案卷 ${r.archiveNo}：${r.ok ? '通过' : r.problems.join('；')}`,
    });
    return r;
  });
