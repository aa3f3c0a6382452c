import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { caseDocumentRevisions, docEditTokens } from '../src/db/schema.ts';
import { client } from './api.ts';
import { birthItem, certificateContent, docCall, download, newCase, officeTemplate, openDocument, pdfText, staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let s: Staff;
let docA: number;
let docB: number;

const edited = (words: string) => {
  const doc = certificateContent();
  doc.content.push({ type: 'paragraph', attrs: { textAlign: null, indent: 2 }, content: [{ type: 'text', text: words }] } as never);
  return doc;
};

beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
  const birth = await birthItem(s.assistant);
  await officeTemplate(ctx, 'CERTIFICATE', '出生公证书（本处）', certificateContent(), [birth.id]);
  for (const target of ['A', 'B']) {
    const c = await newCase(s, birth);
    await s.notary.put('/business/accept', { id: c.id });
    const d = (await s.notary.post('/case-documents', { caseId: c.id, kind: 'CERTIFICATE', caseItemId: c.items[0].caseItemId })).body.data;
    if (target === 'A') docA = d.id;
    else docB = d.id;
  }
});
afterAll(() => ctx.close());

describe('tickets and document tokens', () => {
  it('gives a single-use ticket whose URL opens /appDocEdit, exchanged for a token that opens that document only', async () => {
    const ticket = (await s.notary.post('/case-documents/ticket', { id: docA })).body.data;
    expect(ticket.url).toBe(`/appDocEdit?ticket=${ticket.ticket}`);
    expect(Buffer.from(ticket.ticket, 'base64url')).toHaveLength(32);
    const stored = await asSystem(ctx.db, (tx) => tx.select().from(docEditTokens));
    expect(stored.some((t) => t.tokenHash === ticket.ticket)).toBe(false);
    const open = docCall(ctx, undefined);
    const opened = await open('POST', '/doc-edit/open', { ticket: ticket.ticket });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ mode: 'EDIT', userName: '李明', officeName: '北京市长安公证处', document: { id: docA, readOnly: false } });
    expect(opened.body.data.document.values['parties.APPLICANT.0.name']).toBe('陈小明');
    expect(opened.body.data.document.fields.length).toBeGreaterThan(10);
    const twice = await open('POST', '/doc-edit/open', { ticket: ticket.ticket });
    expect(twice.status).toBe(401);
    expect(twice.body.message).toMatch(/链接已失效或已使用/);

    const call = docCall(ctx, opened.body.data.token);
    expect((await call('GET', '/doc-edit/document')).body.data.id).toBe(docA);
    // The token names its document; nothing in the request can point it at B.
    expect((await call('GET', '/doc-edit/document?id=' + docB)).body.data.id).toBe(docA);
  });

  it('refuses expired tickets and tokens, a missing token, and a session token in its place; a doc token is no session', async () => {
    const ticket = (await s.notary.post('/case-documents/ticket', { id: docA })).body.data;
    await asSystem(ctx.db, (tx) =>
      tx
        .update(docEditTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(docEditTokens.kind, 'TICKET')),
    );
    expect((await docCall(ctx, undefined)('POST', '/doc-edit/open', { ticket: ticket.ticket })).status).toBe(401);

    const { session, call } = await openDocument(ctx, s.notary, docA);
    expect((await call('GET', '/doc-edit/document')).status).toBe(200);
    await asSystem(ctx.db, (tx) =>
      tx
        .update(docEditTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(docEditTokens.kind, 'SESSION')),
    );
    const expired = await call('GET', '/doc-edit/document');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('文书编辑凭据已失效，请从业务页面重新打开文书编辑');

    const none = await docCall(ctx, undefined)('GET', '/doc-edit/document');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('缺少文书编辑凭据，请从业务页面重新打开文书编辑');
    expect((await docCall(ctx, s.tokens.notary)('GET', '/doc-edit/document')).status).toBe(401);
    expect((await docCall(ctx, undefined)('GET', '/doc-edit/document', undefined, { satoken: s.tokens.notary })).status).toBe(401);

    const fresh = await openDocument(ctx, s.notary, docA);
    expect((await client(ctx, fresh.session.token).get('/case-documents', { caseId: 1 })).status).toBe(401);
    expect((await client(ctx, session.token).get('/auth/current-user')).status).toBe(401);
  });

  it('opens for reading only with a VIEW ticket, and for a reader without 文书编辑', async () => {
    const view = await openDocument(ctx, s.notary, docA, 'VIEW');
    expect(view.session.mode).toBe('VIEW');
    expect(view.session.document.readOnly).toBe(true);
    expect((await view.call('PUT', '/doc-edit/document', { revision: 0, content: edited('只读') })).status).toBe(403);
    expect((await s.director.post('/case-documents/ticket', { id: docA })).status).toBe(403);
    const director = await openDocument(ctx, s.director, docA, 'VIEW');
    expect(director.session.document.readOnly).toBe(true);
    expect((await director.call('POST', '/doc-edit/lock')).body.data.held).toBe(false);
  });
});

describe('saving', () => {
  it('keeps every revision, logs what changed, and refuses a save from an old revision with 409', async () => {
    const { call } = await openDocument(ctx, s.notary, docA);
    const first = await call('PUT', '/doc-edit/document', { revision: 0, content: edited('特此证明。') });
    expect(first.status).toBe(200);
    expect(first.body.data.revision).toBe(1);
    const stale = await call('PUT', '/doc-edit/document', { revision: 0, content: edited('另一处修改') });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^文书已被他人修改.*请刷新/);
    const content = edited('特此证明。');
    (content.content[2] as any).content.push({ type: 'field', attrs: { path: 'case.purpose', label: '用途' } });
    const second = await call('PUT', '/doc-edit/document', { revision: 1, content });
    expect(second.body.data.revision).toBe(2);
    const revisions = await asSystem(ctx.db, (tx) => tx.select().from(caseDocumentRevisions).where(eq(caseDocumentRevisions.documentId, docA)));
    expect(revisions.map((r) => [r.revision, r.summary, r.editorName])).toEqual([
      [1, '新增 5 字，删除 0 字', '李明'],
      [2, '新增 0 字，删除 0 字；插入字段：用途', '李明'],
    ]);
    const admin = client(ctx, await ctx.login('office_admin'));
    const log = (await admin.get('/operate-log/page', { module: 'caseDocument', size: 50 })).body.data.list;
    expect(log.filter((e: any) => e.action === 'save').map((e: any) => e.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('第 1 版：新增 5 字，删除 0 字'),
        expect.stringContaining('第 2 版：新增 0 字，删除 0 字；插入字段：用途'),
      ]),
    );
    const again = (await call('GET', '/doc-edit/document')).body.data;
    expect(JSON.stringify(again.content)).toContain('特此证明。');
  });

  it('gives the soft lock to one editor; a second sees who holds it and its saves are refused', async () => {
    const notary = await openDocument(ctx, s.notary, docB);
    const assistant = await openDocument(ctx, s.assistant, docB);
    const mine = await notary.call('POST', '/doc-edit/lock');
    expect(mine.body.data).toMatchObject({ held: true, lockedByName: '李明' });
    const theirs = await assistant.call('POST', '/doc-edit/lock');
    expect(theirs.body.data).toMatchObject({ held: false, lockedByName: '李明' });
    expect((await assistant.call('GET', '/doc-edit/document')).body.data).toMatchObject({ readOnly: true, lockedByName: '李明' });
    const refused = await assistant.call('PUT', '/doc-edit/document', { revision: 0, content: edited('助理的修改') });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('李明正在编辑此文书，您当前为只读，不能保存');
    expect(
      (await s.notary.get('/case-documents', { caseId: (await notary.call('GET', '/doc-edit/document')).body.data.caseId })).body.data[0].lockedByName,
    ).toBe('李明');
    await notary.call('DELETE', '/doc-edit/lock');
    expect((await assistant.call('POST', '/doc-edit/lock')).body.data).toMatchObject({ held: true, lockedByName: '张婷' });
    expect((await assistant.call('PUT', '/doc-edit/document', { revision: 0, content: edited('助理的修改') })).status).toBe(200);
  });

  it('exports through the editor: a PDF with the values and the 草稿 watermark', async () => {
    const { call } = await openDocument(ctx, s.notary, docA);
    const pdf = await call('GET', '/doc-edit/export?format=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(pdf.raw).replace(/\s+/g, '');
    expect(text).toContain('特此证明。');
    expect(text).toContain('陈小明');
    expect(text).toMatch(/草稿|稿草/);
    expect((await download(ctx, s.tokens.notary, `/case-documents/export/${docA}?format=pdf`)).status).toBe(200);
  });
});
