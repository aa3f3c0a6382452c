import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ArchiveRetention, ArchiveVolumeKind } from '@notaria/contracts';
import { cases } from '../src/modules/business/business.table.ts';
import { writeGenerated } from '../src/modules/files/files.api.ts';
import { appendToChain, dualHash } from '../src/modules/integrity/integrity.api.ts';
import { canonicalJson } from '../src/modules/oplog/oplog.api.ts';
import { archiveItems, archiveLocations, archiveVolumes } from '../src/modules/archive/archive.table.ts';
import { asSystem } from '../src/db/scope.ts';
import type { Client } from './api.ts';
import { birthItem, type Staff } from './case-document-setup.ts';
import { PNG, uploadFile } from './upload.ts';
import type { TestContext } from './context.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

export interface VolumeSpec {
  kind?: ArchiveVolumeKind;
  retention?: ArchiveRetention;
  /** For non-permanent volumes; defaults to ten years ahead. */
  retentionUntil?: string;
  locationId?: number | null;
  files?: { name: string; bytes: Buffer }[];
}

/**
 * A volume received by the real 归档 step: a 出生 case with one stored material, taken straight to 待归档 (the steps
 * before are another module's), then archived by the archivist through the transition. Answers the volume's row.
 */
export async function archivedCase(ctx: TestContext, s: Staff, archivist: Client, volumeType: ArchiveVolumeKind = 'ORDINARY') {
  const item = await birthItem(s.assistant);
  const bytes = Buffer.concat([PNG, Buffer.from(`出生医学证明扫描件 ${randomBytes(4).toString('hex')}`)]);
  const up = (await uploadFile(ctx, s.tokens.assistant, '出生医学证明.png', bytes, 'image/png')).body.data;
  const created = await s.assistant.post('/business', {
    itemIds: [item.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
    ],
    handlerId: s.ids.notary,
    assistantId: s.ids.assistant,
    purpose: '探亲',
    formData: {},
    materials: [{ name: '出生医学证明', kind: '证明材料', originalSeen: true, fileUrl: up.ossUrl }],
    feeConfirmed: true,
  });
  if (created.status !== 200) throw new Error(`新建业务失败：${created.body.message}`);
  const caseId = created.body.data.id as number;
  await asSystem(ctx.db, (tx) => tx.update(cases).set({ status: 'WAIT_ARCHIVES', deliveredAt: new Date() }).where(eq(cases.id, caseId)));
  const archived = await archivist.put('/business/archive', { id: caseId, volumeType });
  if (archived.status !== 200) throw new Error(`归档失败：${archived.body.message}`);
  const [v] = await asSystem(ctx.db, (tx) => tx.select().from(archiveVolumes).where(eq(archiveVolumes.caseId, caseId)));
  return v;
}

/**
 * A received volume as the archive room finds it: a case, its stored files, a catalogue with their hashes and a
 * manifest whose hash is chained in the integrity layer (as receiving does). Built directly for what receiving cannot
 * make: a volume whose retention has ended (the period is frozen at receiving and starts in the filing year).
 */
export async function receivedVolume(ctx: TestContext, receivedBy: number, spec: VolumeSpec = {}) {
  const tag = randomBytes(4).toString('hex');
  const files = spec.files ?? [
    { name: '申请表.pdf', bytes: Buffer.from(`%PDF-1.4 申请表 ${tag}`) },
    { name: '公证书.pdf', bytes: Buffer.from(`%PDF-1.4 公证书 ${tag}`) },
  ];
  const written = await Promise.all(files.map((f) => writeGenerated(ctx.app.storage, DEMO_TENANT_ID, f.name, 'application/pdf', f.bytes)));
  return asSystem(ctx.db, async (tx) => {
    for (const w of written) await w.record(tx, receivedBy);
    const [c] = await tx
      .insert(cases)
      .values({ tenantId: DEMO_TENANT_ID, businessNumber: `T-${tag}`, handlerId: receivedBy, status: 'ARCHIVED' })
      .returning();
    const items = files.map((f, i) => ({ seq: i + 1, fileName: f.name, size: f.bytes.length, ...dualHash(f.bytes) }));
    const archiveNo = `2026-民-${tag}`;
    const body = { v: 1, archiveNo, items };
    const hash = dualHash(canonicalJson(body));
    const entry = await appendToChain(tx, DEMO_TENANT_ID, { kind: 'ARCHIVE_VOLUME', ref: archiveNo, artefact: hash, metadata: { items: items.length } });
    const retention = spec.retention ?? 'LONG';
    const [v] = await tx
      .insert(archiveVolumes)
      .values({
        tenantId: DEMO_TENANT_ID,
        archiveNo,
        caseId: c.id,
        year: 2026,
        caseNumber: c.businessNumber,
        parties: '王小红',
        volumeKind: spec.kind ?? 'ORDINARY',
        retention,
        retentionYears: retention === 'PERMANENT' ? null : 60,
        retentionUntil: retention === 'PERMANENT' ? null : (spec.retentionUntil ?? '2086-12-31'),
        locationId: spec.locationId ?? null,
        itemCount: files.length,
        totalSize: items.reduce((n, i) => n + i.size, 0),
        manifest: body,
        manifestSha256: hash.sha256,
        manifestSm3: hash.sm3,
        chainSeq: entry.seq,
        receivedBy,
      })
      .returning();
    await tx.insert(archiveItems).values(
      items.map((i, n) => ({
        tenantId: DEMO_TENANT_ID,
        volumeId: v.id,
        seq: i.seq,
        source: 'MATERIAL' as const,
        title: i.fileName,
        fileId: written[n].key,
        fileName: i.fileName,
        size: i.size,
        sha256: i.sha256,
        sm3: i.sm3,
      })),
    );
    return v;
  });
}

/** 库房 → 柜 → 层 with a shelf of `capacity` volumes. */
export const shelf = (ctx: TestContext, name: string, capacity: number) =>
  asSystem(ctx.db, async (tx) => {
    const [room] = await tx
      .insert(archiveLocations)
      .values({ tenantId: DEMO_TENANT_ID, kind: 'ROOM', name: `${name}库房` })
      .returning();
    const [cab] = await tx.insert(archiveLocations).values({ tenantId: DEMO_TENANT_ID, kind: 'CABINET', name: '1号柜', parentId: room.id }).returning();
    const [s] = await tx.insert(archiveLocations).values({ tenantId: DEMO_TENANT_ID, kind: 'SHELF', name: '第1层', parentId: cab.id, capacity }).returning();
    return s.id;
  });
