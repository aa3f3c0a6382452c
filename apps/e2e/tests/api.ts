import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openAndSignIn } from './helpers.ts';

/** One call of the API as `token`; the journey fails with the server's message when it is refused. */
export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { satoken: token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { success: boolean; data: T; message: string };
  expect(body.success, `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

/** The finance desk settles a case's fees (each line's due as 记账), as 提交审批 requires. */
export async function settleFees(request: APIRequestContext, caseId: number) {
  const finance = await tokenOf(request, 'finance');
  const money = await api<{ lines: { id: number; dueFen: number }[] }>(request, finance, 'GET', `/api/finance/case?caseId=${caseId}`);
  const allocations = money.lines.filter((l) => l.dueFen > 0).map((l) => ({ feeId: l.id, amountFen: l.dueFen }));
  if (allocations.length) await api(request, finance, 'POST', '/api/finance/payments', { caseId, method: 'ACCOUNT', payerName: '记账单位', allocations });
}

export async function tokenOf(request: APIRequestContext, account: string) {
  const res = await request.post('/api/auth/login', { data: { account, password: DEMO_PASSWORD } });
  return ((await res.json()) as { data: { tokenValue: string } }).data.tokenValue;
}

/** A node of GET /api/notarization-item/tree. */
export interface ItemNode {
  id: number;
  name: string;
  level: string;
  materials?: { name: string }[];
  children?: ItemNode[];
}
export const itemLeaves = (nodes: ItemNode[]): ItemNode[] => nodes.flatMap((n) => (n.level === 'ITEM' ? [n] : itemLeaves(n.children ?? [])));

/** A fresh browser context signed in as `account` on `path`. */
export async function signedIn(browser: Browser, account: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await openAndSignIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[/?]/g, '\\$&')));
  return page;
}

type DocNode = { type: string; text?: string; attrs?: Record<string, unknown>; content?: DocNode[] };
/** The document with each field the case cannot fill written out as text, as the notary types it in the editor. */
const writeOut = (n: DocNode, missing: Set<string>): DocNode =>
  n.type === 'field' && missing.has(String(n.attrs?.path))
    ? { type: 'text', text: `（${String(n.attrs?.label ?? '')}已核实）` }
    : n.content
      ? { ...n, content: n.content.map((c) => writeOut(c, missing)) }
      : n;

/**
 * Completes every item's 公证书 through the editor's calls, so that 出证 may go ahead (it is refused while a bound
 * value is missing): generated from its template if need be, each value the case lacks written into the text.
 */
export async function completeCertificates(request: APIRequestContext, token: string, caseId: number) {
  const detail = await api<{ items: { caseItemId: number }[] }>(request, token, 'GET', `/api/business?id=${caseId}`);
  type Row = { id: number; kind: string; status: string; caseItemId: number | null; missing: { path: string }[] };
  const existing = await api<Row[]>(request, token, 'GET', `/api/case-documents?caseId=${caseId}`);
  for (const { caseItemId } of detail.items) {
    if (!existing.some((d) => d.kind === 'CERTIFICATE' && d.caseItemId === caseItemId && d.status === 'DRAFT'))
      await api(request, token, 'POST', '/api/case-documents', { caseId, kind: 'CERTIFICATE', caseItemId });
  }
  const drafts = (await api<Row[]>(request, token, 'GET', `/api/case-documents?caseId=${caseId}`)).filter(
    (d) => d.kind === 'CERTIFICATE' && d.status === 'DRAFT',
  );
  for (const draft of drafts.filter((d) => d.missing.length)) {
    const { ticket } = await api<{ ticket: string }>(request, token, 'POST', '/api/case-documents/ticket', { id: draft.id, mode: 'EDIT' });
    const opened = await request.post('/api/doc-edit/open', { data: { ticket } });
    const session = ((await opened.json()) as { data: { token: string; document: { revision: number; content: DocNode } } }).data;
    const content = writeOut(session.document.content, new Set(draft.missing.map((m) => m.path)));
    const saved = await request.put('/api/doc-edit/document', {
      headers: { 'x-doc-token': session.token },
      data: { revision: session.document.revision, content },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}
