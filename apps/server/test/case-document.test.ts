import { Document, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleFees } from './finance-fixtures.ts';
import { client } from './api.ts';
import { birthItem, certificateContent, download, newCase, officeTemplate, pdfText, receiptContent, staff, type Staff } from './case-document-setup.ts';
import { approveAllSteps } from './case-approval-helpers.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';
import { uploadFile } from './upload.ts';

let ctx: TestContext;
let s: Staff;
let birth: any;
let caseId: number;
let caseItemId: number;
let docId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  birth = await birthItem(s.assistant);
  await officeTemplate(ctx, 'CERTIFICATE', '出生公证书（本处）', certificateContent(), [birth.id]);
  await officeTemplate(ctx, 'RECEIPT', '送达回执（本处）', receiptContent());
  const c = await newCase(s, birth);
  caseId = c.id;
  caseItemId = c.items[0].caseItemId;
  expect((await s.notary.put('/business/accept', { id: caseId })).status).toBe(200);
});
afterAll(() => ctx.close());

describe('generating a case document', () => {
  it('makes a DRAFT from the item template with the case values, listing what is still missing', async () => {
    const bad = await s.assistant.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('所选事项不属于该业务');
    const created = await s.assistant.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId });
    expect(created.body).toMatchObject({ success: true });
    docId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      status: 'DRAFT',
      kind: 'CERTIFICATE',
      title: '公证书（出生）',
      itemName: '出生',
      templateName: '出生公证书（本处）',
      templateVersion: 1,
      version: 1,
      revision: 0,
      certificateNumber: '',
      abilities: { edit: true, export: true, refresh: true, remove: true },
    });
    // Before approval the case has no certificate number; the intake form holds no father's name.
    expect(created.body.data.missing.map((m: any) => m.label)).toEqual(['公证书编号', '父亲姓名']);
    const again = await s.assistant.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('事项“出生”已有公证书，请直接编辑');
  });

  it('refreshes the values from the case once the number is allocated', async () => {
    await settleFees(ctx, caseId);
    await s.notary.put('/business/submitReview', { id: caseId });
    await approveAllSteps(ctx, caseId);
    const before = (await s.notary.get('/case-documents', { caseId })).body.data[0];
    expect(before.missing.map((m: any) => m.label)).toContain('公证书编号');
    const refreshed = await s.notary.post('/case-documents/refresh', { id: docId });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.certificateNumber).toMatch(/^（\d{4}）.+字第\d+号$/);
    expect(refreshed.body.data.missing.map((m: any) => m.label)).toEqual(['父亲姓名']);
  });

  it('lists with the abilities of each reader: the director reads and exports, never edits', async () => {
    const rows = (await s.director.get('/case-documents', { caseId })).body.data;
    expect(rows).toHaveLength(1);
    expect(rows[0].abilities).toEqual({ edit: false, export: true, refresh: false, remove: false });
    expect((await s.director.post('/case-documents/refresh', { id: docId })).status).toBe(403);
    expect((await s.director.post('/case-documents', { caseId, kind: 'RECEIPT' })).status).toBe(403);
  });

  it('exports the draft as a PDF with the values and the 草稿 watermark, and as Word with the values', async () => {
    const pdf = await download(ctx, s.tokens.notary, `/case-documents/export/${docId}?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(pdf.bytes).replace(/\s+/g, '');
    expect(text).toContain('陈小明');
    expect(text).toContain('一九九〇年三月七日');
    expect(text).toContain('【父亲姓名】');
    // The diagonal watermark may be read in either order.
    expect(text).toMatch(/草稿|稿草/);
    const docx = await download(ctx, s.tokens.notary, `/case-documents/export/${docId}?format=docx`);
    expect(docx.status).toBe(200);
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const xml = new PizZip(docx.bytes).file('word/document.xml')!.asText();
    expect(xml).toContain('陈小明');
    expect(xml).toContain('北京市长安公证处');
    const bad = await download(ctx, s.tokens.notary, `/case-documents/export/${docId}?format=exe`);
    expect(bad.status).toBe(400);
  });

  it('removes drafts only', async () => {
    const receipt = (await s.assistant.post('/case-documents', { caseId, kind: 'RECEIPT' })).body.data;
    expect(receipt).toMatchObject({ kind: 'RECEIPT', title: '送达回执', caseItemId: null });
    expect((await s.assistant.del('/case-documents', receipt.id)).status).toBe(200);
    expect((await s.notary.get('/case-documents', { caseId })).body.data.map((r: any) => r.id)).toEqual([docId]);
  });
});

describe('a document from an office Word template', () => {
  it('exports as that Word file filled with the case values, parties in their loop', async () => {
    const lines = ['申请表', '申请人：{parties.APPLICANT.0.name}', '{#parties.APPLICANT}当事人：{name}，{gender}{/parties.APPLICANT}', '用途：{case.purpose}'];
    const word = await Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }] }));
    const file = (await uploadFile(ctx, s.tokens.assistant, '申请表.docx', word)).body.data;
    const readingCopy = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'field', attrs: { path: 'parties.APPLICANT.0.name', label: 'name' } }] }],
    };
    await officeTemplate(ctx, 'APPLICATION', '申请表（Word）', readingCopy, [], file.ossUrl.split('/').pop());
    const doc = (await s.assistant.post('/case-documents', { caseId, kind: 'APPLICATION' })).body.data;
    expect(doc).toMatchObject({ templateName: '申请表（Word）', missing: [] });
    const docx = await download(ctx, s.tokens.assistant, `/case-documents/export/${doc.id}?format=docx`);
    const xml = new PizZip(docx.bytes).file('word/document.xml')!.asText();
    expect(xml).toContain('申请人：陈小明');
    expect(xml).toContain('当事人：陈小明，男');
    expect(xml).toContain('用途：探亲');
  });
});

describe('another office', () => {
  it('sees none of the documents and cannot act on them', async () => {
    const other = await createOffice(ctx.db, '上海市某公证处', 'doc_other', [
      'business:accept',
      'business:accept:documentEdit',
      'business:accept:documentExport',
    ]);
    const token = await ctx.login('doc_other', other.password);
    const o = client(ctx, token);
    expect((await o.get('/case-documents', { caseId })).status).toBe(404);
    expect((await o.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId })).status).toBe(404);
    expect((await o.post('/case-documents/refresh', { id: docId })).status).toBe(404);
    expect((await o.post('/case-documents/ticket', { id: docId })).status).toBe(404);
    expect((await o.del('/case-documents', docId)).status).toBe(404);
    expect((await download(ctx, token, `/case-documents/export/${docId}?format=pdf`)).status).toBe(404);
  });
});
