import { DOC_TICKET_MINUTES, hasAnyPermission, hasPermission, type DocSession, type DocTicket } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/token.ts';
import type { Actor } from '../auth/auth.api.ts';
import { EDIT_PERMISSION, READ_PERMISSIONS, abilitiesOf } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { documentForActor } from './case-gate.ts';
import { documentDetail } from './document-views.ts';

/**
 * The editor's credentials. A TICKET (the /appDocEdit URL) is spent once for a SESSION token (the x-doc-token
 * header). Both are 256 random bits stored as SHA-256, open one document only and live DOC_TICKET_MINUTES.
 */

type Mode = 'EDIT' | 'VIEW';

const expiredLink = () => new AppError('REQUIRED_LOGIN', '文书链接已失效或已使用，请从业务页面重新打开文书编辑');
const missingToken = () => new AppError('REQUIRED_LOGIN', '缺少文书编辑凭据，请从业务页面重新打开文书编辑');
const expiredToken = () => new AppError('REQUIRED_LOGIN', '文书编辑凭据已失效，请从业务页面重新打开文书编辑');

/** POST /case-documents/ticket. An EDIT ticket needs 文书编辑 and a document that can still change; otherwise it opens for reading. */
export async function issueTicket(db: Database, actor: Actor, id: number, asked: Mode = 'EDIT'): Promise<DocTicket> {
  if (asked === 'EDIT' && !hasPermission(actor.permissions, EDIT_PERMISSION)) throw forbidden('您没有文书编辑的权限');
  return inTenant(db, actor.tenantId, async (tx) => {
    const { d, c } = await documentForActor(tx, actor, id);
    const mode: Mode = asked === 'EDIT' && abilitiesOf(actor.permissions, d, c.status).edit ? 'EDIT' : 'VIEW';
    const ticket = newToken();
    const row = await repo.insertToken(tx, {
      tenantId: actor.tenantId,
      documentId: d.id,
      userId: actor.userId,
      kind: 'TICKET',
      mode,
      tokenHash: hashToken(ticket),
      minutes: DOC_TICKET_MINUTES,
    });
    return { ticket, url: `/appDocEdit?ticket=${encodeURIComponent(ticket)}`, expiresAt: row.expiresAt.toISOString() };
  });
}

/** Who calls the editor's routes: the user who asked for the ticket, on one document. */
export interface DocCaller {
  actor: Actor;
  documentId: number;
  mode: Mode;
}

async function callerOf(db: Database, holder: repo.TokenHolder): Promise<DocCaller> {
  const t = holder.token;
  const permissions = await inTenant(db, t.tenantId, (tx) => repo.permissionsOfUser(tx, t.tenantId, t.userId));
  const needed = t.mode === 'EDIT' ? [EDIT_PERMISSION] : READ_PERMISSIONS;
  if (!hasAnyPermission(permissions, needed)) throw forbidden('您已没有打开此文书的权限');
  const actor: Actor = {
    userId: t.userId,
    account: holder.account,
    name: holder.name,
    tenantId: t.tenantId,
    homeTenantId: t.tenantId,
    sessionId: 0,
    activeRoleId: 0,
    permissions,
    mustChangePassword: false,
  };
  return { actor, documentId: t.documentId, mode: t.mode as Mode };
}

const usable = (h: repo.TokenHolder | undefined, kind: 'TICKET' | 'SESSION'): h is repo.TokenHolder =>
  !!h && h.token.kind === kind && !h.expired && h.activated && h.tenantStatus === 'ACTIVE';

/** The x-doc-token header → the caller, or 401 with a Chinese message. */
export async function resolveDocToken(db: Database, token: string | undefined): Promise<DocCaller> {
  if (!token) throw missingToken();
  const holder = await asSystem(db, (tx) => repo.findTokenByHash(tx, hashToken(token)));
  if (!usable(holder, 'SESSION')) throw expiredToken();
  return callerOf(db, holder);
}

/** POST /doc-edit/open: spends the ticket once and answers a document token with the document. */
export async function openWithTicket(db: Database, ticket: string): Promise<DocSession> {
  const token = newToken();
  const opened = await asSystem(db, async (tx) => {
    const holder = await repo.findTokenByHash(tx, hashToken(ticket));
    if (!usable(holder, 'TICKET') || !(await repo.spendTicket(tx, holder.token.id))) return undefined;
    const t = holder.token;
    const session = await repo.insertToken(tx, {
      tenantId: t.tenantId,
      documentId: t.documentId,
      userId: t.userId,
      kind: 'SESSION',
      mode: t.mode,
      tokenHash: hashToken(token),
      minutes: DOC_TICKET_MINUTES,
    });
    return { holder, session, officeName: await repo.officeNameOf(tx, t.tenantId) };
  });
  if (!opened) throw expiredLink();
  const caller = await callerOf(db, opened.holder);
  const document = await inTenant(db, caller.actor.tenantId, async (tx) => {
    const { d, c } = await documentForActor(tx, caller.actor, caller.documentId);
    return documentDetail(tx, { permissions: caller.actor.permissions, userId: caller.actor.userId, viewOnly: caller.mode === 'VIEW' }, c, d);
  });
  return {
    token,
    expiresAt: opened.session.expiresAt.toISOString(),
    mode: caller.mode,
    userName: caller.actor.name,
    officeName: opened.officeName,
    document,
  };
}
