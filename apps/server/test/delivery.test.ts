import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { caseDeliveries, docSettings } from '../src/db/schema.ts';
import { client } from './api.ts';
import {
  act,
  approveCase,
  birthItem,
  certificateContent,
  download,
  newCase,
  officeTemplate,
  openDocument,
  pdfText,
  receiptContent,
  staff,
  type Staff,
} from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';
import { uploadFile } from './upload.ts';

let ctx: TestContext;
let s: Staff;
let caseId: number;

/** A real PNG, so that the printed page has an image to show. */
const anImage = (text: string) => QRCode.toBuffer(text, { type: 'png', margin: 0, width: 120 });

function imagesIn(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'img-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    const list = execFileSync('pdfimages', ['-list', join(dir, 'c.pdf')], { encoding: 'utf8' });
    return list.trim().split('\n').slice(2).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  const birth = await birthItem(s.assistant);
  const complete = certificateContent();
  (complete.content[2] as any).content.splice(7, 1, { type: 'text', text: '陈大明' });
  await officeTemplate(ctx, 'CERTIFICATE', '出生公证书（本处）', complete, [birth.id]);
  await officeTemplate(ctx, 'RECEIPT', '送达回执（本处）', receiptContent());
  // The office seal and the notary's handwritten signature, as 文书配置 and 账号管理 store them.
  const adminToken = await ctx.login('office_admin');
  const seal = (await uploadFile(ctx, adminToken, 'seal.png', await anImage('公章'), 'image/png')).body.data;
  const signature = (await uploadFile(ctx, adminToken, 'signature.png', await anImage('签名'), 'image/png')).body.data;
  await asSystem(ctx.db, (tx) => tx.insert(docSettings).values({ tenantId: DEMO_TENANT_ID, sealFileId: seal.ossUrl.split('/').pop() }));
  expect((await client(ctx, adminToken).put('/user/handwriting', { id: s.ids.notary, url: signature.ossUrl })).status).toBe(200);
  const c = await newCase(s, birth);
  caseId = c.id;
  await approveCase(s, caseId);
});
afterAll(() => ctx.close());

describe('出证 without a prepared document', () => {
  it('makes the 公证书 from its template and finalises it with the seal, the signature and the QR', async () => {
    expect((await s.notary.get('/case-documents', { caseId })).body.data).toEqual([]);
    expect((await act(s.notary, 'issue', { id: caseId })).body.data.status).toBe('CERTIFIED');
    const [row] = (await s.notary.get('/case-documents', { caseId })).body.data;
    expect(row).toMatchObject({ kind: 'CERTIFICATE', status: 'FINAL', version: 1 });
    const pdf = (await download(ctx, s.tokens.notary, `/case-documents/export/${row.id}?format=pdf`)).bytes;
    expect(imagesIn(pdf)).toBeGreaterThanOrEqual(3);
    expect(pdfText(pdf).replace(/\s+/g, '')).toContain(row.certificateNumber);
  });
});

describe('送达', () => {
  it('is refused without the delivery, or a mailing without its tracking number, and nothing changes', async () => {
    const none = await act(s.notary, 'send', { id: caseId });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('送达须填写送达信息：送达方式、签收人和送达日期');
    const mail = await act(s.notary, 'send', { id: caseId, delivery: { method: 'MAIL', recipient: '陈小明', date: '2026-01-05' } });
    expect(mail.status).toBe(400);
    expect(mail.body.message).toBe('邮寄送达须填写快递单号');
    const badDate = await act(s.notary, 'send', { id: caseId, delivery: { method: 'PICKUP', recipient: '陈小明', date: '2026-13-45' } });
    expect(badDate.status).toBe(400);
    expect((await s.notary.get('/business', { id: caseId })).body.data.status).toBe('CERTIFIED');
    expect(await asSystem(ctx.db, (tx) => tx.select().from(caseDeliveries))).toEqual([]);
  });

  it('records the delivery and makes the 送达回执 from its template with the delivery values', async () => {
    const delivery = { method: 'MAIL', recipient: '陈小明', date: '2026-01-05', trackingNumber: 'SF1234567890', note: '本人签收' };
    const sent = await act(s.notary, 'send', { id: caseId, delivery });
    expect(sent.body.data.status).toBe('WAIT_ARCHIVES');
    const [recorded] = await asSystem(ctx.db, (tx) => tx.select().from(caseDeliveries).where(eq(caseDeliveries.caseId, caseId)));
    expect(recorded).toMatchObject({
      method: 'MAIL',
      recipient: '陈小明',
      deliveredOn: '2026-01-05',
      trackingNumber: 'SF1234567890',
      recordedBy: s.ids.notary,
    });
    const receipt = (await s.notary.get('/case-documents', { caseId })).body.data.find((r: any) => r.kind === 'RECEIPT');
    expect(receipt).toMatchObject({ id: recorded.receiptDocumentId, status: 'DRAFT', title: '送达回执', missing: [] });
    const text = pdfText((await download(ctx, s.tokens.notary, `/case-documents/export/${receipt.id}?format=pdf`)).bytes).replace(/\s+/g, '');
    expect(text).toContain('邮寄');
    expect(text).toContain('陈小明');
    expect(text).toContain('二〇二六年一月五日');
  });

  it('leaves every document read-only once the case is archived, also for an editor opened before', async () => {
    const receipt = (await s.notary.get('/case-documents', { caseId })).body.data.find((r: any) => r.kind === 'RECEIPT');
    const before = await openDocument(ctx, s.notary, receipt.id);
    expect(before.session.mode).toBe('EDIT');
    const archivist = client(ctx, await ctx.login('archivist'));
    expect((await act(archivist, 'archive', { id: caseId, archiveNumber: '2026-民-0001' })).body.data.status).toBe('ARCHIVED');
    const save = await before.call('PUT', '/doc-edit/document', { revision: 0, content: receiptContent() });
    expect(save.status).toBe(409);
    expect(save.body.message).toBe('业务已归档，文书不能再修改');
    const rows = (await s.notary.get('/case-documents', { caseId })).body.data;
    expect(rows.every((r: any) => !r.abilities.edit && !r.abilities.remove)).toBe(true);
    expect((await openDocument(ctx, s.notary, receipt.id)).session.mode).toBe('VIEW');
    expect((await s.notary.post('/case-documents', { caseId, kind: 'APPLICATION' })).body.message).toBe('业务已归档，文书不能再修改');
  });
});
