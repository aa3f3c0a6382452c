import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { archiveHandoverFlags, archiveMovements, archiveVolumes, caseMaterials, cases, notices, numberRules, storedFiles } from '../src/db/schema.ts';
import { handoverDeadline, flagOverdueHandovers } from '../src/modules/archive/handover.ts';
import { verifyAllVolumes } from '../src/modules/archive/verify-volume-schedule.ts';
import { client, type Client } from './api.ts';
import { act, birthItem, staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
let s: Staff;
let archivist: Client;
let birth: { id: number; materials: { name: string }[] };
const year = new Date().getFullYear();
const PHOTO = Buffer.concat([PNG, Buffer.from('出生医学证明的扫描件（测试字节）')]);

/** A 出生 case with one material backed by a stored file, taken straight to 待归档 (closed `closedDaysAgo` ago). */
async function closedCase(closedDaysAgo = 1) {
  const up = (await uploadFile(ctx, s.tokens.assistant, '出生医学证明.png', PHOTO, 'image/png')).body.data;
  const created = await s.assistant.post('/business', {
    itemIds: [birth.id],
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
  expect(created.status).toBe(200);
  const id = created.body.data.id as number;
  const closedAt = new Date(Date.now() - closedDaysAgo * 86_400_000);
  await asSystem(ctx.db, (tx) => tx.update(cases).set({ status: 'WAIT_ARCHIVES', deliveredAt: closedAt }).where(eq(cases.id, id)));
  return { id, businessNumber: created.body.data.businessNumber as string, fileKey: up.ossUrl.split('/').pop() as string };
}

async function receive(id: number) {
  const r = await act(archivist, 'archive', { id, volumeType: 'ORDINARY' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [v] = await asSystem(ctx.db, (tx) => tx.select().from(archiveVolumes).where(eq(archiveVolumes.caseId, id)));
  return { caseDetail: r.body.data, volume: (await archivist.get('/archives/detail', { id: v.id })).body.data };
}

let first: Awaited<ReturnType<typeof closedCase>>;
let volume: any;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  archivist = client(ctx, await ctx.login('archivist'));
  birth = await birthItem(s.assistant);
  first = await closedCase();
  volume = (await receive(first.id)).volume;
});
afterAll(() => ctx.close());

describe('receiving (归档)', () => {
  it('builds the volume: number from the rule, 卷内目录 in filing order hashed from the bytes, manifest chained and timestamped', async () => {
    expect(volume).toMatchObject({ archiveNo: `${year}-内民-00001`, status: 'IN_STORE', retention: 'PERMANENT', retentionUntil: null, volumeKind: 'ORDINARY' });
    expect(volume.retentionSource).toContain('《公证档案管理办法》');
    expect(volume.items.map((i: any) => i.source)).toEqual(['APPLICATION', 'MATERIAL']);
    // The intake data is kept as the volume's own stored JSON, hashed as written.
    expect(volume.items[0]).toMatchObject({ fileName: '公证申请（受理登记信息）.json', mime: 'application/json' });
    expect(volume.items[0].fileId).not.toBeNull();
    const material = volume.items[1];
    expect(material).toMatchObject({ title: '出生医学证明', fileName: '出生医学证明.png', size: PHOTO.length });
    expect(material.sha256).toBe(createHash('sha256').update(PHOTO).digest('hex'));
    expect(material.sm3).toBe(createHash('sm3').update(PHOTO).digest('hex'));
    expect(volume.proof.chainSeq).toBeGreaterThan(0);
    expect(volume.proof.timestamp).not.toBeNull();
    expect(volume.movements.map((m: any) => m.kind)).toEqual(['RECEIVE']);
    expect((await s.notary.get('/business', { id: first.id })).body.data.archiveNumber).toBe(volume.archiveNo);
  });

  it('is frozen: later changes of the case do not change the volume, and the database refuses changing it', async () => {
    await asSystem(ctx.db, async (tx) => {
      await tx.update(caseMaterials).set({ name: '改过的材料名' }).where(eq(caseMaterials.caseId, first.id));
      await tx.update(cases).set({ purpose: '改过的用途' }).where(eq(cases.id, first.id));
    });
    const again = (await archivist.get('/archives/detail', { id: volume.id })).body.data;
    expect(again.items).toEqual(volume.items);
    expect(again.proof.manifestSha256).toBe(volume.proof.manifestSha256);
    const refused = (statement: string) => expect(asSystem(ctx.db, (tx) => tx.execute(sql.raw(statement)))).rejects.toThrow();
    await refused(`update archive_items set sha256 = 'x' where volume_id = ${volume.id}`);
    await refused(`delete from archive_items where volume_id = ${volume.id}`);
    await refused(`update archive_volumes set manifest_sha256 = 'x' where id = ${volume.id}`);
    await refused(`delete from archive_volumes where id = ${volume.id}`);
  });

  it('never lets a permanent volume reach DESTROYED, and the movement log refuses UPDATE and DELETE', async () => {
    await expect(asSystem(ctx.db, (tx) => tx.update(archiveVolumes).set({ status: 'DESTROYED' }).where(eq(archiveVolumes.id, volume.id)))).rejects.toThrow();
    await expect(asSystem(ctx.db, (tx) => tx.update(archiveMovements).set({ reason: 'x' }).where(eq(archiveMovements.volumeId, volume.id)))).rejects.toThrow();
    await expect(asSystem(ctx.db, (tx) => tx.delete(archiveMovements).where(eq(archiveMovements.volumeId, volume.id)))).rejects.toThrow();
    const [v] = await asSystem(ctx.db, (tx) => tx.select().from(archiveVolumes).where(eq(archiveVolumes.id, volume.id)));
    expect(v.status).toBe('IN_STORE');
  });

  it("takes the category's own rule when the office adds one (archive.<类别代码>)", async () => {
    await asSystem(ctx.db, (tx) =>
      tx
        .insert(numberRules)
        .values({ tenantId: DEMO_TENANT_ID, code: 'archive.GNMS', name: '国内民事档案号', pattern: 'MS{year}-{seq:4}', resetCycle: 'YEARLY' }),
    );
    const second = await closedCase();
    expect((await receive(second.id)).volume.archiveNo).toBe(`MS${year}-0001`);
  });
});

describe('校验', () => {
  it('passes an untouched volume and names the tampered file, on demand and in the scheduled report', async () => {
    expect((await archivist.post('/archives/verify', { id: volume.id })).body.data).toMatchObject({ ok: true, files: 2, problems: [] });
    const [file] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, first.fileKey)));
    writeFileSync(join(ctx.config.dataDir, 'files', file.path), Buffer.from('被替换的内容'));
    const checked = (await archivist.post('/archives/verify', { id: volume.id })).body.data;
    expect(checked.ok).toBe(false);
    expect(checked.problems).toEqual(['2. 出生医学证明（出生医学证明.png）：SHA-256 不符', '2. 出生医学证明（出生医学证明.png）：SM3 不符']);
    const run = await verifyAllVolumes(ctx.db, ctx.app.storage);
    expect(run).toMatchObject({ ran: true, failedVolumes: 1 });
    const [report] = (await archivist.get('/archives/verify-reports', { current: 1, size: 10 })).body.data.list;
    expect(report).toMatchObject({ trigger: 'SCHEDULED', failedVolumes: 1 });
    expect(report.failures[0]).toMatchObject({ archiveNo: volume.archiveNo });
    expect(report.failures[0].problems[0]).toContain('出生医学证明.png');
  });
});

describe('hand-over deadline', () => {
  it('is three months after closing, moved past rest days by the working-day calendar', () => {
    expect(handoverDeadline('2026-07-04')).toBe('2026-10-08'); // 10-04 … 10-07 are the National Day holiday
    expect(handoverDeadline('2026-07-31')).toBe('2026-11-02'); // 10-31 is a Saturday
    expect(handoverDeadline('2026-11-30')).toBe('2027-03-01'); // 2027-02-28 is a Sunday
    expect(handoverDeadline('2026-03-09')).toBe('2026-06-09');
  });

  it('flags a case closed more than three months ago once, with a notice to the archivists, and lists it', async () => {
    const late = await closedCase(100);
    expect(await flagOverdueHandovers(ctx.db, ctx.app.realtime)).toBe(1);
    expect(await flagOverdueHandovers(ctx.db, ctx.app.realtime)).toBe(0);
    const archivistId = await userIdOf(ctx.db, 'archivist');
    const sent = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(eq(notices.recipientId, archivistId), eq(notices.title, `业务 ${late.businessNumber} 结案已满三个月，仍未归档`))),
    );
    expect(sent).toHaveLength(1);
    const listed = (await archivist.get('/archives/handover-overdue')).body.data;
    expect(listed.map((r: any) => r.caseId)).toEqual([late.id]);
    expect((await archivist.get('/archives/statistics')).body.data).toMatchObject({ total: 2, handoverOverdue: 1, dueForAppraisal: 0 });
  });

  it('uses the working-day calendar on the 工作台 and for the flag: a deadline on the National Day holiday moves to 10-08', async () => {
    const july = await closedCase();
    // Closed on Saturday 2026-07-04 (10:00 in Beijing): three months later is 10-04, inside the 10-01 … 10-07 holiday.
    await asSystem(ctx.db, (tx) =>
      tx
        .update(cases)
        .set({ deliveredAt: new Date('2026-07-04T02:00:00Z') })
        .where(eq(cases.id, july.id)),
    );
    const archiveGroup = (await archivist.get('/dashboard/my-todo')).body.data.groups.find((g: any) => g.step === 'archive');
    expect(archiveGroup.list.find((r: any) => r.id === july.id)).toMatchObject({ deadline: '2026-10-08', deadlineUnit: 'CALENDAR' });
    // On the shifted deadline day the case is not overdue yet; the day after it is flagged.
    expect(await flagOverdueHandovers(ctx.db, ctx.app.realtime, new Date('2026-10-08T15:00:00Z'))).toBe(0);
    expect(await flagOverdueHandovers(ctx.db, ctx.app.realtime, new Date('2026-10-08T16:30:00Z'))).toBe(1);
    const [flag] = await asSystem(ctx.db, (tx) => tx.select().from(archiveHandoverFlags).where(eq(archiveHandoverFlags.caseId, july.id)));
    expect(flag.dueAt.toISOString()).toBe('2026-10-08T15:59:59.999Z');
  });
});

describe('isolation and filters', () => {
  it('filters the list and shows another office none of the volumes', async () => {
    const byParty = (await archivist.get('/archives/page', { current: 1, size: 10, party: '陈小明', year })).body.data;
    expect(byParty.total).toBe(2);
    expect((await archivist.get('/archives/page', { current: 1, size: 10, caseNumber: first.businessNumber })).body.data.list.map((r: any) => r.id)).toEqual([
      volume.id,
    ]);
    expect((await archivist.get('/archives/page', { current: 1, size: 10, retention: 'SHORT' })).body.data.total).toBe(0);
    await createOffice(ctx.db, '别处公证处', 'elsewhere', ['archives:index', 'archives:index:verify']);
    const them = client(ctx, await ctx.login('elsewhere', 'Other@2026'));
    expect((await them.get('/archives/page', { current: 1, size: 10 })).body.data).toEqual({ list: [], total: 0 });
    expect((await them.get('/archives/detail', { id: volume.id })).status).toBe(404);
    expect((await them.post('/archives/verify', { id: volume.id })).status).toBe(404);
  });
});
