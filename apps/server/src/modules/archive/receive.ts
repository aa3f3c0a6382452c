import type { ArchiveVolumeKind, CaseTransitionBody } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client.ts';
import { officeDate } from '../../lib/office-time.ts';
import type { Actor } from '../auth/auth.api.ts';
import { type CaseRecord, itemsOf, partiesOf, type PreparedStep } from '../business/business.api.ts';
import { cases } from '../business/business.table.ts';
import { appendToChain, type KeySeal, manifestFromBody, timestampEntry } from '../integrity/integrity.api.ts';
import { resolveItem } from '../item/item.api.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import { numberRules } from '../number/number.table.ts';
import { archiveItems, archiveMovements, archiveVolumes } from './archive.table.ts';
import { retentionRuleFor, retentionUntilOf } from './retention.ts';
import { collectItems } from './volume-items.ts';
import type { FileStorage } from '../files/files.api.ts';

export interface ReceiveConfig {
  storage: FileStorage;
  seal: KeySeal;
  log: FastifyBaseLogger;
}

/** The office's archive number rule, created with the default pattern the first time an office without one files. */
const DEFAULT_ARCHIVE_RULE = {
  code: 'archive',
  name: '档案号',
  pattern: '{year}-{category}-{seq:5}',
  resetCycle: 'YEARLY',
  description: '归档时生成，类别取自公证事项类别',
};

/** `archive.<类别代码>` when the office numbers a category on its own, else `archive` (one sequence per year). */
async function archiveNumber(tx: Tx, actor: Actor, categoryCode: string, tokenCode: string, caseNumber: string) {
  const rules = await tx.select({ code: numberRules.code }).from(numberRules).where(eq(numberRules.tenantId, actor.tenantId));
  const own = `archive.${categoryCode}`;
  const code = rules.some((r) => r.code === own) ? own : 'archive';
  if (code === 'archive' && !rules.some((r) => r.code === 'archive'))
    await tx.insert(numberRules).values({ ...DEFAULT_ARCHIVE_RULE, tenantId: actor.tenantId });
  return allocateNumberByCode(tx, actor.tenantId, code, {
    categoryCode: tokenCode || '综合',
    businessType: 'archive',
    businessId: caseNumber,
    issuedBy: actor.userId,
  });
}

/**
 * Builds the case's archive volume in the 归档 transaction: the 卷内目录 hashed from the stored bytes, the manifest
 * frozen and chained, the number from the rules, the retention from the category's rule. Returns the chain seq.
 */
export async function receiveVolume(tx: Tx, storage: FileStorage, actor: Actor, c: CaseRecord, requested?: ArchiveVolumeKind) {
  const caseItems = await itemsOf(tx, actor.tenantId, [c.id]);
  const first = caseItems[0] ? await resolveItem(tx, actor.tenantId, caseItems[0].itemId) : null;
  const categoryCode = first?.category?.code ?? '';
  const categoryName = first?.category?.name ?? caseItems[0]?.categoryName ?? '';
  const matters = caseItems.map((i) => i.itemName).join('、');
  // 遗嘱 files are 密卷 by rule; the archivist may make any other volume secret.
  const volumeKind: ArchiveVolumeKind = requested === 'SECRET' || /遗嘱/.test(matters) ? 'SECRET' : 'ORDINARY';
  const parties = [...new Set((await partiesOf(tx, actor.tenantId, [c.id])).map((p) => p.name))].join('、');
  const items = await collectItems(tx, storage, actor, c.id, c.formData);
  const { year } = officeDate();
  const rule = await retentionRuleFor(tx, actor.tenantId, categoryCode);
  const { number: archiveNo } = await archiveNumber(tx, actor, categoryCode, (first?.certificateCode ?? '').replace(/证$/, ''), c.businessNumber);
  const body = {
    v: 1,
    kind: 'ARCHIVE_VOLUME',
    archiveNo,
    caseNumber: c.businessNumber,
    year,
    category: categoryName,
    volumeKind,
    retention: rule.retention,
    retentionYears: rule.years,
    items: items.map((i, k) => ({
      seq: k + 1,
      source: i.source,
      title: i.title,
      subVolume: i.subVolume,
      fileName: i.fileName,
      size: i.size,
      sha256: i.sha256,
      sm3: i.sm3,
    })),
  };
  const manifest = manifestFromBody(body);
  const entry = await appendToChain(tx, actor.tenantId, { kind: 'ARCHIVE_VOLUME', ref: archiveNo, artefact: manifest.hash, metadata: { items: items.length } });
  const [volume] = await tx
    .insert(archiveVolumes)
    .values({
      tenantId: actor.tenantId,
      archiveNo,
      caseId: c.id,
      year,
      category: categoryCode,
      categoryName,
      caseNumber: c.businessNumber,
      parties: parties.slice(0, 500),
      matters: matters.slice(0, 500),
      volumeKind,
      hasSubVolume: items.some((i) => i.subVolume),
      retention: rule.retention,
      retentionYears: rule.years,
      retentionSource: rule.source,
      retentionUntil: retentionUntilOf(year, rule.years),
      itemCount: items.length,
      totalSize: items.reduce((s, i) => s + i.size, 0),
      manifest: body,
      manifestSha256: manifest.hash.sha256,
      manifestSm3: manifest.hash.sm3,
      chainSeq: entry.seq,
      receivedBy: actor.userId,
    })
    .returning();
  await tx.insert(archiveItems).values(items.map((i, k) => ({ ...i, tenantId: actor.tenantId, volumeId: volume.id, seq: k + 1 })));
  await tx.insert(archiveMovements).values({ tenantId: actor.tenantId, volumeId: volume.id, kind: 'RECEIVE', reason: '归档接收', byUserId: actor.userId });
  await tx
    .update(cases)
    .set({ archiveNumber: archiveNo, volumeType: volumeKind, retentionYears: rule.years ?? 0 })
    .where(and(eq(cases.tenantId, actor.tenantId), eq(cases.id, c.id)));
  return { volume, seq: entry.seq };
}

/** The 归档 step lent to the business module: the volume is built in the case's ARCHIVED transaction. */
export function receiveStep(config: ReceiveConfig) {
  return {
    async prepare(db: Database, actor: Actor, _c: CaseRecord, body: CaseTransitionBody): Promise<PreparedStep> {
      let seq: number | null = null;
      return {
        apply: async (tx, before) => {
          seq = (await receiveVolume(tx, config.storage, actor, before, body.volumeType)).seq;
        },
        committed: async () => {
          if (seq === null) return;
          await timestampEntry(db, config.seal, actor.tenantId, seq).catch((e: unknown) =>
            config.log.error({ err: e, seq }, 'archive volume timestamp failed; 校验 reports the volume without a token'),
          );
        },
      };
    },
  };
}
