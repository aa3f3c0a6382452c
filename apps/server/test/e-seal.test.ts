import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { birthItem, download, newCase, staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';
import { fileKey, imagesOnPage, insertDocument, insertSeal, rowsOf, samplePdf, sealPng, sha256, stampedDetail, uploaded } from './e-seal-setup.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let s: Staff;
let notary: Client, director: Client;
let sealId = 0;
let physicalSealId = 0;
let disabledSealId = 0;
let original: Buffer;
let originalUrl = '';

const BOTTOM_RIGHT = { x: 760, y: 840 };
const apply = (body: Record<string, unknown>) =>
  notary.post('/oa/e-seal/apply', { source: 'UPLOAD', fileUrl: originalUrl, sealId, page: 2, ...BOTTOM_RIGHT, sizeMm: 40, reason: '对外出具', ...body });

async function decide(approvalId: number, verdict: 'approve' | 'reject') {
  const res = await director.put(`/approval/${verdict}`, { id: approvalId, opinion: verdict === 'approve' ? '同意' : '不同意' });
  expect(res.status, res.body.message).toBe(200);
}

/** Applies, approves, and waits for the stamping the approval starts. */
async function stampedRequest(body: Record<string, unknown> = {}) {
  const applied = await apply(body);
  expect(applied.status, applied.body.message).toBe(200);
  await decide(applied.body.data.approvalId, 'approve');
  return stampedDetail(notary, applied.body.data.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  notary = s.notary;
  director = s.director;
  const image = await uploaded(ctx, s.tokens.notary, 'seal.png', sealPng(), 'image/png');
  sealId = await insertSeal(ctx, DEMO_TENANT_ID, { name: '本处电子公章', kind: 'ELECTRONIC', imageFileId: fileKey(image) });
  physicalSealId = await insertSeal(ctx, DEMO_TENANT_ID, { name: '本处公章', kind: 'PHYSICAL', imageFileId: fileKey(image) });
  disabledSealId = await insertSeal(ctx, DEMO_TENANT_ID, { name: '停用电子章', kind: 'ELECTRONIC', status: 'DISABLED', imageFileId: fileKey(image) });
  original = await samplePdf(2);
  originalUrl = await uploaded(ctx, s.tokens.notary, 'certificate.pdf', original, 'application/pdf');
});
afterAll(() => ctx?.close());

describe('电子签章', () => {
  it('offers only the active electronic seals with an impression, and says the seal is not CA-issued', async () => {
    const res = await notary.get('/oa/e-seal/options');
    expect(res.status).toBe(200);
    expect(res.body.data.seals.map((x: { id: number }) => x.id)).toEqual([sealId]);
    expect(res.body.data.provider).toEqual({ kind: 'local', name: '本地图像签章', certified: false });
  });

  it('reads the pages of the PDF to stamp', async () => {
    const res = await notary.post('/oa/e-seal/inspect', { source: 'UPLOAD', fileUrl: originalUrl });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'certificate.pdf', sha256: sha256(original) });
    expect(res.body.data.pages).toHaveLength(2);
    expect(res.body.data.pages[0]).toEqual({ width: 595.28, height: 841.89 });
  });

  it('draws a page of the PDF for placing the seal', async () => {
    const png = await download(ctx, s.tokens.notary, `/oa/e-seal/preview?source=UPLOAD&fileUrl=${encodeURIComponent(originalUrl)}&page=2`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const beyond = await download(ctx, s.tokens.notary, `/oa/e-seal/preview?source=UPLOAD&fileUrl=${encodeURIComponent(originalUrl)}&page=3`);
    expect(beyond.status).toBe(400);
  });

  it('e-seal stamping changes the PDF hash and records both', async () => {
    const applied = await apply({});
    expect(applied.status, applied.body.message).toBe(200);
    const id = applied.body.data.id as number;
    const pending = (await notary.get('/oa/e-seal/detail', { id })).body.data;
    expect(pending).toMatchObject({ status: 'PENDING', sha256Before: sha256(original), sha256After: '', provider: 'local' });
    // Not before the approval.
    const early = await notary.post('/oa/e-seal/stamp', { id });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('审批通过');

    await decide(applied.body.data.approvalId, 'approve');
    const done = await stampedDetail(notary, id);
    expect(done.status, done.stampError).toBe('STAMPED');
    expect(done.sha256Before).toBe(sha256(original));
    expect(done.sha256After).toMatch(/^[0-9a-f]{64}$/);
    expect(done.sha256After).not.toBe(done.sha256Before);
    expect(done.sm3After).not.toBe(done.sm3Before);
    expect(done.signedPayload).toMatchObject({ number: `ESEAL-${id}`, documentHash: done.sha256After });

    // The stamped PDF is a new file with the seal drawn on page 2; the original is untouched.
    const got = await download(ctx, s.tokens.notary, `/oa/e-seal/download?id=${id}&which=STAMPED`);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(got.headers['content-disposition']))).toContain('certificate（已签章）.pdf');
    const stamped = got.bytes;
    expect(sha256(stamped)).toBe(done.sha256After);
    expect((await PDFDocument.load(new Uint8Array(stamped))).getPageCount()).toBe(2);
    expect(await imagesOnPage(stamped, 2)).toBe(1);
    expect(await imagesOnPage(stamped, 1)).toBe(0);
    const kept = await download(ctx, s.tokens.notary, `/oa/e-seal/download?id=${id}&which=ORIGINAL`);
    expect(sha256(kept.bytes)).toBe(sha256(original));

    // 用印登记簿: one row with both hashes and the signature, chained to the row before it.
    const [reg] = await rowsOf(ctx, sql`select * from seal_register where request_kind = 'electronicSeal' and request_id = ${id}`);
    expect(reg).toMatchObject({
      seal_id: sealId,
      impressions: 1,
      document_sha256_before: sha256(original),
      document_sha256_after: done.sha256After,
      signature: done.signature,
    });
    expect(reg.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(done.registerSeq).toBe(reg.seq);
    const prev = await rowsOf(ctx, sql`select hash from seal_register where tenant_id = ${DEMO_TENANT_ID} and seq = ${reg.seq - 1}`);
    expect(reg.prev_hash).toBe(prev[0]?.hash ?? '0'.repeat(64));
    // The integrity chain holds the stamped file's hashes with the original's, and is timestamped.
    const [entry] = await rowsOf(ctx, sql`select * from integrity_chain where tenant_id = ${DEMO_TENANT_ID} and seq = ${done.chainSeq}`);
    expect(entry).toMatchObject({ kind: 'E_SEAL', ref: `ESEAL-${id}`, artefact_sha256: done.sha256After });
    expect(entry.manifest.metadata.before).toEqual({ sha256: done.sha256Before, sm3: done.sm3Before });

    const verified = await notary.post('/oa/e-seal/verify', { id });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data).toMatchObject({ ok: true, stampedIntact: true, originalIntact: true, signature: { valid: true }, chain: { intact: true } });
    expect(verified.body.data.timestamp).toMatchObject({ valid: true });

    // Anyone holding the stamped PDF can check it on the public verification page, and its signed payload too.
    const anon = client(ctx, '');
    const byHash = await anon.post('/integrity/verify', { hash: done.sha256After });
    expect(byHash.body.data).toMatchObject({ matched: true, records: [{ kind: 'E_SEAL', reference: `ESEAL-${id}`, recordIntact: true }] });
    const bySignature = await anon.post('/integrity/verify', { payload: done.signedPayload, signature: done.signature });
    expect(bySignature.body.data).toMatchObject({ matched: true, signature: { valid: true } });

    // Each request is stamped once.
    const again = await notary.post('/oa/e-seal/stamp', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('只盖一次');
    // And the stamped row is final in the database itself.
    await expect(rowsOf(ctx, sql`update e_seal_requests set sha256_after = ${'0'.repeat(64)} where id = ${id}`)).rejects.toThrow();
  });

  it('核验 names a stamped file changed on disk', async () => {
    const done = await stampedRequest({ page: 1 });
    const [file] = await rowsOf(ctx, sql`select path from stored_files where id = (select stamped_file_id from e_seal_requests where id = ${done.id})`);
    writeFileSync(join(ctx.config.dataDir, 'files', file.path), await samplePdf(1, 'forged'));
    const verified = (await director.post('/oa/e-seal/verify', { id: done.id })).body.data;
    expect(verified).toMatchObject({ ok: false, stampedIntact: false, originalIntact: true, signature: { valid: true } });
  });

  it('stamps a FINAL case document, and refuses a draft or a corrected one', async () => {
    const c = await newCase(s, await birthItem(s.notary));
    const pdf = await samplePdf(1, 'Issued certificate');
    const key = fileKey(await uploaded(ctx, s.tokens.notary, 'issued.pdf', pdf, 'application/pdf'));
    const finalId = await insertDocument(ctx, DEMO_TENANT_ID, c.id, 'FINAL', key);
    const draftId = await insertDocument(ctx, DEMO_TENANT_ID, c.id, 'DRAFT', null);
    const voidId = await insertDocument(ctx, DEMO_TENANT_ID, c.id, 'VOID', key);

    const listed = (await notary.get('/oa/e-seal/documents', { keyword: c.businessNumber })).body.data;
    expect(listed.map((d: { id: number }) => d.id)).toEqual([finalId]);
    const draft = await apply({ source: 'DOCUMENT', documentId: draftId, fileUrl: undefined, page: 1 });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toContain('已出证');
    expect((await apply({ source: 'DOCUMENT', documentId: voidId, page: 1 })).body.message).toContain('已作废');

    const done = await stampedRequest({ source: 'DOCUMENT', documentId: finalId, fileUrl: undefined, page: 1, x: 700, y: 740 });
    expect(done).toMatchObject({
      status: 'STAMPED',
      documentId: finalId,
      sha256Before: sha256(pdf),
      documentName: '出生公证书（(2026)京证字第' + c.id + '号）.pdf',
    });
    expect(done.sha256After).not.toBe(done.sha256Before);
  });

  it('refuses a physical or disabled seal, a page beyond the PDF, a file that is not a PDF, and bad input, changing nothing', async () => {
    const before = (await rowsOf(ctx, sql`select count(*)::int as n from e_seal_requests`))[0].n;
    const physical = await apply({ sealId: physicalSealId });
    expect(physical.status).toBe(400);
    expect(physical.body.message).toContain('不是电子印章');
    const disabled = await apply({ sealId: disabledSealId });
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toContain('已停用');
    const beyond = await apply({ page: 3 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toContain('共 2 页');
    const png = await uploaded(ctx, s.tokens.notary, 'photo.png', sealPng(), 'image/png');
    expect((await apply({ fileUrl: png })).body.message).toContain('须为 PDF');
    expect((await apply({ fileUrl: '/api/file/' + 'a'.repeat(32) })).status).toBe(400);
    expect((await apply({ x: 1001 })).status).toBe(400);
    expect((await apply({ reason: '   ' })).status).toBe(400);
    expect((await apply({ sizeMm: 5 })).status).toBe(400);
    expect((await rowsOf(ctx, sql`select count(*)::int as n from e_seal_requests`))[0].n).toBe(before);
  });

  it('a stamping that cannot finish after approval keeps the reason, tells the applicant, and may be done again', async () => {
    const applied = await apply({ page: 1 });
    const id = applied.body.data.id as number;
    await rowsOf(ctx, sql`update seals set status = 'DISABLED' where id = ${sealId}`);
    await decide(applied.body.data.approvalId, 'approve');
    const failed = await stampedDetail(notary, id);
    expect(failed).toMatchObject({ status: 'APPROVED', canStamp: true, sha256After: '' });
    expect(failed.stampError).toContain('已停用');
    const [notice] = await rowsOf(
      ctx,
      sql`select * from notices where recipient_id = ${s.ids.notary} and title like '电子签章未完成%' order by id desc limit 1`,
    );
    expect(notice?.content).toContain('已停用');

    await rowsOf(ctx, sql`update seals set status = 'ACTIVE' where id = ${sealId}`);
    const again = await notary.post('/oa/e-seal/stamp', { id });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'STAMPED', stampError: '' });
    expect(again.body.data.sha256After).not.toBe(again.body.data.sha256Before);
  });

  it('a rejected request is never stamped', async () => {
    const applied = await apply({});
    await decide(applied.body.data.approvalId, 'reject');
    const d = (await notary.get('/oa/e-seal/detail', { id: applied.body.data.id })).body.data;
    expect(d).toMatchObject({ status: 'REJECTED', sha256After: '', canStamp: false });
    expect((await notary.post('/oa/e-seal/stamp', { id: applied.body.data.id })).status).toBe(409);
  });

  it('lists the applicant’s own requests; another office sees none of them', async () => {
    const page = (await notary.get('/oa/e-seal/page', { current: 1, size: 50, status: 'STAMPED' })).body.data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.every((r: { status: string; applicantId: number }) => r.status === 'STAMPED' && r.applicantId === s.ids.notary)).toBe(true);
    const other = await createOffice(ctx.db, '另一公证处', 'eseal_other', ['oa:apply:ElectronicSeal', 'oa:approve:electronicSeal']);
    const stranger = client(ctx, await ctx.login('eseal_other', other.password));
    const id = page.list[0].id;
    expect((await stranger.get('/oa/e-seal/detail', { id })).status).toBe(404);
    expect((await stranger.post('/oa/e-seal/verify', { id })).status).toBe(404);
    expect((await stranger.get('/oa/e-seal/page', { current: 1, size: 10 })).body.data.total).toBe(0);
    expect((await stranger.get('/oa/e-seal/options')).body.data.seals).toEqual([]);
    // Without the function the API refuses, whatever the UI shows.
    const finance = client(ctx, await ctx.login('finance'));
    expect(
      (await finance.post('/oa/e-seal/apply', { source: 'UPLOAD', fileUrl: originalUrl, sealId, page: 1, x: 1, y: 1, sizeMm: 40, reason: 'x' })).status,
    ).toBe(403);
  });
});
