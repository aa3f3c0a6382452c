import { DEFAULT_PAGE, type CaseDocumentDetail, type DocSession } from '@notaria/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderInApp, resetApp } from '../../test/fake-server';
import AppDocEditPage from './pages/app-doc-edit-page';

// ProseMirror measures the selection when it focuses; jsdom has no layout.
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

/** A ticket opens once, so every test has its own. */
let ticketNo = 0;
const nextTicket = () => `ticket-${++ticketNo}-`.padEnd(43, 'x');
let TICKET = nextTicket();
const TOKEN = 'doc-token-1';

const DOCUMENT: CaseDocumentDetail = {
  id: 5,
  caseId: 1,
  caseItemId: 2,
  itemName: '出生',
  kind: 'CERTIFICATE',
  title: '出生公证书',
  status: 'DRAFT',
  version: 1,
  revision: 3,
  templateName: '出生公证书（通用）',
  templateVersion: 1,
  certificateNumber: '',
  missing: [],
  lockedByName: '',
  updatedByName: '李明',
  updatedAt: '2026-04-01T02:00:00.000Z',
  sha256: '',
  sm3: '',
  finalizedAt: '',
  abilities: { edit: true, export: true, refresh: true, remove: true },
  businessNumber: 'SL202604010001',
  page: DEFAULT_PAGE,
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '兹证明' },
          { type: 'field', attrs: { path: 'parties.APPLICANT.0.name', label: '申请人姓名' } },
        ],
      },
    ],
  },
  values: { 'parties.APPLICANT.0.name': '周晓梅' },
  fields: [{ path: 'parties.APPLICANT.0.name', label: '申请人姓名', group: '当事人', type: 'text', sample: '张三' }],
  readOnly: false,
};
const SESSION: DocSession = {
  token: TOKEN,
  expiresAt: '2026-04-01T04:00:00.000Z',
  mode: 'EDIT',
  userName: '李明',
  officeName: '示例公证处',
  document: DOCUMENT,
};

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
  body: unknown;
}

/** Records each call with its headers; `answer` gives the response for a method and path (without /api). */
function serve(answer: (method: string, path: string, body: unknown) => Response | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = init.method ?? 'GET';
      sent.push({ method, path, headers: (init.headers ?? {}) as Record<string, string>, credentials: init.credentials, body });
      return answer(method, path, body) ?? envelope(null, false, 'not found', 404);
    }),
  );
  return sent;
}

const lockHeld = (held: boolean, lockedByName = '') => envelope({ held, lockedByName, expiresAt: '2026-04-01T02:01:30.000Z' });

beforeEach(() => {
  TICKET = nextTicket();
  sessionStorage.clear();
  // A signed-in office session in this browser: it must never go with the editor's calls.
  document.cookie = 'token=session-token; path=/';
});
afterEach(() => {
  resetApp();
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
});

describe('/appDocEdit', () => {
  it('exchanges the ticket once, drops it from the address bar and uses only the document token; a reload goes on with the held token', async () => {
    window.history.replaceState(null, '', `/appDocEdit?ticket=${TICKET}`);
    const sent = serve((m, p) =>
      p === '/doc-edit/open' ? envelope(SESSION) : p === '/doc-edit/lock' ? lockHeld(true) : p === '/doc-edit/document' ? envelope(DOCUMENT) : undefined,
    );
    const first = renderInApp(<AppDocEditPage />, null, []);
    expect((await screen.findByTestId('doc-title')).textContent).toContain('出生公证书');
    expect(screen.getByTestId('doc-business-number').textContent).toContain('SL202604010001');
    expect(document.title).toBe('出生公证书 - 文书编辑');
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('notaria.docEdit')).toContain(TOKEN);
    expect(sessionStorage.getItem('notaria.docEdit')).not.toContain(TICKET);
    expect(sent.filter((s) => s.path === '/doc-edit/open').map((s) => s.body)).toEqual([{ ticket: TICKET }]);
    await waitFor(() => expect(sent.some((s) => s.path === '/doc-edit/lock')).toBe(true));
    for (const s of sent.filter((x) => x.path !== '/doc-edit/open')) {
      expect(s.headers['x-doc-token']).toBe(TOKEN);
      expect(s.headers.satoken).toBeUndefined();
      expect(s.credentials).toBe('omit');
    }
    first.unmount();

    sent.length = 0;
    renderInApp(<AppDocEditPage />, null, []);
    expect((await screen.findByTestId('doc-title')).textContent).toContain('出生公证书');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/doc-edit/document', headers: { 'x-doc-token': TOKEN } });
    expect(sent.some((s) => s.path === '/doc-edit/open')).toBe(false);
  });

  it('says in Chinese that the link has expired when the ticket is refused', async () => {
    window.history.replaceState(null, '', `/appDocEdit?ticket=${TICKET}`);
    serve((_m, p) => (p === '/doc-edit/open' ? envelope(null, false, '凭据已失效', 401) : undefined));
    renderInApp(<AppDocEditPage />, null, []);
    expect(await screen.findByText('链接已失效，请从业务页面重新打开文书编辑')).toBeTruthy();
    expect(sessionStorage.getItem('notaria.docEdit')).toBeNull();
  });

  it('is read-only with a banner while another user holds the lock', async () => {
    window.history.replaceState(null, '', `/appDocEdit?ticket=${TICKET}`);
    serve((_m, p) => (p === '/doc-edit/open' ? envelope(SESSION) : p === '/doc-edit/lock' ? lockHeld(false, '张三') : undefined));
    renderInApp(<AppDocEditPage />, null, []);
    expect(await screen.findByText('张三正在编辑，您当前为只读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(document.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
  });

  it('keeps the text to copy and offers to reload when a save meets a newer revision (409)', async () => {
    window.history.replaceState(null, '', `/appDocEdit?ticket=${TICKET}`);
    const sent = serve((m, p) => {
      if (p === '/doc-edit/open') return envelope(SESSION);
      if (p === '/doc-edit/lock') return lockHeld(true);
      if (m === 'PUT' && p === '/doc-edit/document') return envelope(null, false, '文书已被他人修改，请刷新后再保存', 409);
      if (m === 'GET' && p === '/doc-edit/document') return envelope({ ...DOCUMENT, revision: 4 });
      return undefined;
    });
    renderInApp(<AppDocEditPage />, null, []);
    const row = await screen.findByTestId('field-row');
    await waitFor(() => expect(document.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('true'));
    fireEvent.click(row);
    expect((await screen.findByTestId('save-state')).textContent).toContain('未保存');
    act(() => {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    });
    expect(await screen.findByText('文书已被他人修改')).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ revision: 3 });
    const mine = screen.getByRole('textbox', { name: '您的修改（全文）' }) as HTMLTextAreaElement;
    expect(mine.value).toContain('兹证明');
    expect(screen.getByTestId('save-state').textContent).toContain('未保存');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toContain('已保存'));
    expect(sent.filter((s) => s.method === 'GET' && s.path === '/doc-edit/document')).toHaveLength(1);
  });
});
