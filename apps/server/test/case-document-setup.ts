import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PAGE } from '@notaria/contracts';
import { asSystem } from '../src/db/scope.ts';
import { docTemplates, docTemplateVersions } from '../src/db/schema.ts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import type { TestContext } from './context.ts';
import { DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { approveAllSteps } from './case-approval-helpers.ts';

/** Cases and templates for the case-document tests: an office template per kind, bound to the birth item. */

const text = (t: string) => ({ type: 'text', text: t });
const field = (path: string, label: string) => ({ type: 'field', attrs: { path, label } });
const para = (...content: unknown[]) => ({ type: 'paragraph', attrs: { textAlign: null, indent: 2 }, content });
const heading = (t: string) => ({ type: 'heading', attrs: { level: 1, textAlign: 'center', indent: 0 }, content: [text(t)] });

/** A 证词 with the number, the applicant, a value the case does not hold (父亲姓名), the office, the date and the anchors. */
export const certificateContent = () => ({
  type: 'doc',
  content: [
    heading('公证书'),
    { type: 'paragraph', attrs: { textAlign: 'right', indent: 0 }, content: [field('item.certificateNumber', '公证书编号')] },
    para(
      text('兹证明'),
      field('parties.APPLICANT.0.name', '申请人姓名'),
      text('（'),
      field('parties.APPLICANT.0.gender', '性别'),
      text('，'),
      field('parties.APPLICANT.0.birthDateCn', '出生日期'),
      text('出生）于中国出生。其父亲是'),
      field('form.fatherName', '父亲姓名'),
      text('。'),
    ),
    { type: 'paragraph', attrs: { textAlign: 'right', indent: 0 }, content: [field('office.fullName', '公证处全称')] },
    { type: 'paragraph', attrs: { textAlign: 'right', indent: 0 }, content: [text('公证员 '), field('notary.name', '公证员姓名'), { type: 'signature' }] },
    { type: 'paragraph', attrs: { textAlign: 'right', indent: 0 }, content: [field('today.cn', '出证日期'), { type: 'seal' }, { type: 'qr' }] },
  ],
});

export const receiptContent = () => ({
  type: 'doc',
  content: [
    heading('送达回执'),
    para(text('业务编号：'), field('case.businessNumber', '业务编号')),
    para(text('送达方式：'), field('delivery.method', '送达方式'), text('；签收人：'), field('delivery.recipient', '签收人')),
    para(text('送达日期：'), field('delivery.dateCn', '送达日期')),
  ],
});

/** An OFFICE template of the demo office, published as version 1 (written directly: the template module has its own tests). */
export async function officeTemplate(ctx: TestContext, kind: string, name: string, content: unknown, itemIds: number[] = [], docxFileId: string | null = null) {
  const tenantId = DEMO_TENANT_ID;
  const engine = docxFileId ? 'DOCX' : 'TIPTAP';
  return asSystem(ctx.db, async (tx) => {
    const [t] = await tx
      .insert(docTemplates)
      .values({ tenantId, scope: 'OFFICE', kind, name, engine, itemIds, page: DEFAULT_PAGE, content: content as never, docxFileId, publishedVersion: 1 })
      .returning();
    await tx.insert(docTemplateVersions).values({
      tenantId,
      templateId: t.id,
      version: 1,
      page: DEFAULT_PAGE,
      content: content as never,
      docxFileId,
      fields: [],
      sha256: '0'.repeat(64),
      publishedBy: 1,
    });
    return t.id;
  });
}

export interface Staff {
  assistant: Client;
  notary: Client;
  director: Client;
  ids: Record<string, number>;
  tokens: Record<'assistant' | 'notary' | 'director', string>;
  ctx: TestContext;
}

export async function staff(ctx: TestContext): Promise<Staff> {
  const [assistantToken, notaryToken, directorToken] = await Promise.all(['assistant', 'notary', 'director'].map((a) => ctx.login(a)));
  const me = (await client(ctx, directorToken).get('/auth/current-user')).body.data;
  await client(ctx, directorToken).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  const ids = Object.fromEntries(await Promise.all(['assistant', 'notary', 'director'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  return {
    assistant: client(ctx, assistantToken),
    notary: client(ctx, notaryToken),
    director: client(ctx, directorToken),
    ids,
    tokens: { assistant: assistantToken, notary: notaryToken, director: directorToken },
    ctx,
  };
}

/** The seeded 出生 item of the demo office. */
export async function birthItem(c: Client) {
  const tree = (await c.get('/notarization-item/tree', { name: '出生' })).body.data;
  return tree[0].children[0].children[0];
}

const person = { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' };

/** A new 出生 case (NEW), handled by the notary. */
export async function newCase(s: Staff, birth: { id: number; materials: { name: string }[] }) {
  const created = await s.assistant.post('/business', {
    itemIds: [birth.id],
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
    handlerId: s.ids.notary,
    assistantId: s.ids.assistant,
    purpose: '探亲',
    useCountry: 'US',
    language: 'en',
    copies: 2,
    formData: {},
    materials: birth.materials.map((m) => ({ name: m.name, kind: '身份材料', originalSeen: true })),
    feeConfirmed: true,
  });
  if (created.status !== 200) throw new Error(`case not created: ${JSON.stringify(created.body)}`);
  return created.body.data as { id: number; businessNumber: string; items: { caseItemId: number }[] };
}

export const act = (c: Client, action: string, body: Record<string, unknown>) => c.put(`/business/${action}`, body);

/** Takes a NEW case to 审批通过 through both approval steps (certificate number allocated); the finance desk settles its fees on the way. */
export async function approveCase(s: Staff, id: number) {
  await settleFees(s.ctx, id);
  for (const [c, action] of [
    [s.notary, 'accept'],
    [s.notary, 'submitReview'],
  ] as const) {
    const r = await act(c, action, { id });
    if (r.status !== 200) throw new Error(`${action}: ${JSON.stringify(r.body)}`);
  }
  // Both steps of the seeded 公证业务审批 flow.
  const r = await approveAllSteps(s.ctx, id);
  if (r.status !== 200) throw new Error(`approve: ${JSON.stringify(r.body)}`);
}

/** A call of the editor's API with a document token (and no session). */
export function docCall(ctx: TestContext, token: string | undefined) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { 'x-doc-token': token } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: isJson ? res.json() : null, raw: res.rawPayload, headers: res.headers };
  };
}

/** A ticket for a document, exchanged for a document token. */
export async function openDocument(ctx: TestContext, c: Client, id: number, mode?: 'EDIT' | 'VIEW') {
  const ticket = (await c.post('/case-documents/ticket', { id, ...(mode && { mode }) })).body.data;
  const opened = await docCall(ctx, undefined)('POST', '/doc-edit/open', { ticket: ticket.ticket });
  if (opened.status !== 200) throw new Error(`open: ${JSON.stringify(opened.body)}`);
  return { ticket, session: opened.body.data, call: docCall(ctx, opened.body.data.token) };
}

/** A download with the session token: status, bytes and headers. */
export async function download(ctx: TestContext, token: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { satoken: token } });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers, json: () => res.json() };
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'doc-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A delivery for the send action (送达). */
export const PICKUP = { method: 'PICKUP', recipient: '陈小明', date: '2026-01-05' };

type Node = { type: string; text?: string; attrs?: Record<string, unknown>; content?: Node[] };
const fillMissing = (n: Node, missing: Set<string>): Node =>
  n.type === 'field' && missing.has(String(n.attrs?.path))
    ? { type: 'text', text: `（${String(n.attrs?.label ?? '略')}）` }
    : n.content
      ? { ...n, content: n.content.map((c) => fillMissing(c, missing)) }
      : n;

/**
 * Makes every item's 公证书 complete so that 出证 may go ahead (it is refused while a bound value is missing):
 * generated from its template if need be, each value the case lacks written into the text by the editor.
 */
export async function readyToIssue(ctx: TestContext, c: Client, caseId: number) {
  const items = (await c.get('/business', { id: caseId })).body.data.items as { caseItemId: number }[];
  for (const i of items) await c.post('/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId: i.caseItemId });
  const rows = (await c.get('/case-documents', { caseId })).body.data as { id: number; kind: string; status: string; missing: { path: string }[] }[];
  for (const row of rows.filter((r) => r.kind === 'CERTIFICATE' && r.status === 'DRAFT' && r.missing.length)) {
    const { session, call } = await openDocument(ctx, c, row.id);
    const content = fillMissing(session.document.content, new Set(row.missing.map((m) => m.path)));
    const saved = await call('PUT', '/doc-edit/document', { revision: session.document.revision, content });
    if (saved.status !== 200) throw new Error(`certificate not completed: ${JSON.stringify(saved.body)}`);
  }
}
