import { docEditApi, type DocSession, type SaveDocumentBody } from '@notaria/contracts';
import { call, download } from '../../../lib/api';

/** What this tab keeps to go on after a reload: the document token (never the ticket) and who opened it. */
export type HeldSession = Omit<DocSession, 'document'>;

const KEY = 'notaria.docEdit';

/** sessionStorage: this tab only, gone when it closes. */
export function heldSession(): HeldSession | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as HeldSession | null;
    return v && typeof v.token === 'string' && v.token ? v : null;
  } catch {
    return null;
  }
}

export function holdSession(s: HeldSession | null) {
  if (s) sessionStorage.setItem(KEY, JSON.stringify({ token: s.token, expiresAt: s.expiresAt, mode: s.mode, userName: s.userName, officeName: s.officeName }));
  else sessionStorage.removeItem(KEY);
}

// A ticket opens once: a second exchange of the same ticket (React's development double effects) shares the first.
const exchanges = new Map<string, Promise<DocSession>>();

export function exchangeTicket(ticket: string): Promise<DocSession> {
  let p = exchanges.get(ticket);
  if (!p) {
    p = call(docEditApi.open, { body: { ticket } }, { silent: true });
    exchanges.set(ticket, p);
  }
  return p;
}

/** The editor's calls: every one carries the document token, never the session's. */
export const docEdit = (token: string) => ({
  get: () => call(docEditApi.get, undefined, { docToken: token, silent: true }),
  save: (body: SaveDocumentBody) => call(docEditApi.save, { body }, { docToken: token, silent: true }),
  refresh: () => call(docEditApi.refresh, undefined, { docToken: token }),
  lock: () => call(docEditApi.lock, undefined, { docToken: token, silent: true }),
  unlock: (keepalive = false) => call(docEditApi.unlock, undefined, { docToken: token, silent: true, keepalive }),
  export: (format: 'pdf' | 'docx', title: string) => download(docEditApi.export, `${title}.${format}`, { query: { format } }, { docToken: token }),
});
export type DocEditCalls = ReturnType<typeof docEdit>;
