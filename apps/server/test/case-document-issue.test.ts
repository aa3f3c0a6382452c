import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { parseQrText } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  staff,
  type Staff,
} from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let s: Staff;
let caseId: number;
let docId: number;
let finalPdf: Buffer;
let number: string;

/** A netpbm image as pdfimages writes it (P4 bitmap, P5 grey, P6 colour) in RGBA. */
function rgbaOf(file: Buffer): { data: Uint8ClampedArray; width: number; height: number } | null {
  const header = /^(P[456])\s+(\d+)\s+(\d+)\s+(?:(\d+)\s)?/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) return null;
  const [all, kind, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const body = file.subarray(Buffer.byteLength(all, 'latin1'));
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil(width / 8);
  for (let i = 0; i < width * height; i++) {
    const grey =
      kind === 'P4'
        ? body[Math.floor(i / width) * rowBytes + ((i % width) >> 3)] & (0x80 >> ((i % width) % 8))
          ? 0
          : 255
        : kind === 'P5'
          ? body[i]
          : Math.round((body[3 * i] + body[3 * i + 1] + body[3 * i + 2]) / 3);
    data.set([grey, grey, grey, 255], 4 * i);
  }
  return { data, width, height };
}

/** Every QR code in a PDF's images, decoded. */
function qrTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    execFileSync('pdfimages', [join(dir, 'c.pdf'), join(dir, 'img')]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('img'))
      .flatMap((f) => {
        const image = rgbaOf(readFileSync(join(dir, f)));
        const code = image && jsQR(image.data, image.width, image.height);
        return code ? [code.data] : [];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  const birth = await birthItem(s.assistant);
  await officeTemplate(ctx, 'CERTIFICATE', '出生公证书（本处）', certificateContent(), [birth.id]);
  const c = await newCase(s, birth);
  caseId = c.id;
  await approveCase(s, caseId);
  docId = (await s.notary.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId: c.items[0].caseItemId })).body.data.id;
});
afterAll(() => ctx.close());

describe('出证 makes the 公证书 final', () => {
  it('is refused while a bound value is missing, naming the document and the field, and nothing changes', async () => {
    const refused = await act(s.notary, 'issue', { id: caseId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('公证书（出生）缺少必填内容：父亲姓名，请补全后再出证');
    expect((await s.notary.get('/business', { id: caseId })).body.data.status).toBe('APPROVE_PASS');
    expect((await s.notary.get('/case-documents', { caseId })).body.data[0]).toMatchObject({ status: 'DRAFT', sha256: '' });
  });

  it('issues: the document is FINAL with the number, its stored PDF hashed, chained and signed', async () => {
    const { call } = await openDocument(ctx, s.notary, docId);
    const content = certificateContent();
    // The notary writes the father's name into the text instead of the missing field.
    (content.content[2] as any).content.splice(7, 1, { type: 'text', text: '陈大明' });
    expect((await call('PUT', '/doc-edit/document', { revision: 0, content })).status).toBe(200);
    const issued = await act(s.notary, 'issue', { id: caseId });
    expect(issued.body.data?.status ?? issued.body.message).toBe('CERTIFIED');
    const row = (await s.notary.get('/case-documents', { caseId })).body.data[0];
    number = row.certificateNumber;
    expect(row).toMatchObject({ status: 'FINAL', abilities: { edit: false, refresh: false, remove: false, export: true } });
    expect(number).toMatch(/^（\d{4}）京长安内民证字第\d{5}号$/);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.sm3).toMatch(/^[0-9a-f]{64}$/);
    expect(row.finalizedAt).toBeTruthy();

    const pdf = await download(ctx, s.tokens.notary, `/case-documents/export/${docId}?format=pdf`);
    finalPdf = pdf.bytes;
    expect(finalPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(createHash('sha256').update(finalPdf).digest('hex')).toBe(row.sha256);
    const text = pdfText(finalPdf).replace(/\s+/g, '');
    expect(text).toContain(number);
    expect(text).toContain('陈大明');
    expect(text).not.toMatch(/草稿|稿草/);
    // Exported again: the same stored bytes, never printed anew.
    expect((await download(ctx, s.tokens.director, `/case-documents/export/${docId}?format=pdf`)).bytes.equals(finalPdf)).toBe(true);
  });

  it('verifies publicly: the PDF hash matches its record, one changed byte does not, and the QR signature is valid', async () => {
    const anyone = client(ctx, '');
    const hash = createHash('sha256').update(finalPdf).digest('hex');
    const genuine = (await anyone.post('/integrity/verify', { hash })).body.data;
    expect(genuine.matched).toBe(true);
    expect(genuine.records[0]).toMatchObject({ kind: 'CERTIFICATE', reference: number, recordIntact: true });
    expect(genuine.records[0].timestamp).toMatchObject({ valid: true });
    const changed = Buffer.from(finalPdf);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    const forged = (await anyone.post('/integrity/verify', { hash: createHash('sha256').update(changed).digest('hex') })).body.data;
    expect(forged.matched).toBe(false);

    const texts = qrTexts(finalPdf);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^http:\/\/localhost:\d+\/verify\?p=/);
    const qr = parseQrText(texts[0])!;
    expect(qr.payload.number).toBe(number);
    const checked = (await anyone.post('/integrity/verify', qr)).body.data;
    expect(checked.signature).toMatchObject({ valid: true });
    expect(checked.records.map((r: any) => r.kind)).toEqual(['DOC_CONTENT']);
    const tampered = (await anyone.post('/integrity/verify', { ...qr, payload: { ...qr.payload, number: `${number}X` } })).body.data;
    expect(tampered.signature.valid).toBe(false);
  });

  it('is read-only afterwards: saves, refreshes and removal are refused', async () => {
    const ticket = await s.notary.post('/case-documents/ticket', { id: docId });
    const opened = await openDocument(ctx, s.notary, docId);
    expect(ticket.status).toBe(200);
    expect(opened.session).toMatchObject({ mode: 'VIEW', document: { status: 'FINAL', readOnly: true } });
    const view = await openDocument(ctx, s.assistant, docId, 'VIEW');
    expect((await view.call('PUT', '/doc-edit/document', { revision: 1, content: certificateContent() })).status).toBe(403);
    expect((await s.notary.post('/case-documents/refresh', { id: docId })).body).toMatchObject({ code: 'CONFLICT', message: '文书已定稿，不能修改' });
    expect((await s.notary.del('/case-documents', docId)).status).toBe(409);
  });

  it('is voided by an approved special flow, and a new draft version replaces it; both are kept', async () => {
    expect((await act(s.notary, 'specialFlowLaunch', { id: caseId, specialKind: 'WITHDRAW', reason: '当事人撤回' })).status).toBe(200);
    expect((await act(s.director, 'approveSpecial', { id: caseId, opinion: '同意' })).status).toBe(200);
    const rows = (await s.notary.get('/case-documents', { caseId })).body.data;
    expect(rows.map((r: any) => [r.status, r.version])).toEqual([
      ['VOID', 1],
      ['DRAFT', 2],
    ]);
    expect(rows[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await download(ctx, s.tokens.notary, `/case-documents/export/${docId}?format=pdf`)).bytes.equals(finalPdf)).toBe(true);
    expect(JSON.stringify((await openDocument(ctx, s.notary, rows[1].id)).session.document.content)).toContain('陈大明');
  });
});
