import type { Tx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { type CaseRecord, findCase, readsInFull } from '../business/business.api.ts';
import { caseOpenForDocuments } from './case-document.presenter.ts';
import { type DocumentRecord, findDocument } from './case-document.repo.ts';

/** The case a document call works on: this office's, readable by the actor as the business module decides. */
export async function caseForDocuments(tx: Tx, actor: Actor, caseId: number, { write = false } = {}): Promise<CaseRecord> {
  const c = await findCase(tx, actor.tenantId, caseId);
  if (!c) throw notFound('业务');
  if (!readsInFull(actor, c)) throw forbidden('您没有查看此业务的权限');
  if (write) checkCaseOpen(c);
  return c;
}

export function checkCaseOpen(c: Pick<CaseRecord, 'status'>) {
  if (!caseOpenForDocuments(c.status)) throw new AppError('CONFLICT', '业务已归档，文书不能再修改');
}

/** A DRAFT may change; a FINAL or VOID document is read-only for good. */
export function checkDraft(d: Pick<DocumentRecord, 'status'>) {
  if (d.status === 'FINAL') throw new AppError('CONFLICT', '文书已定稿，不能修改');
  if (d.status === 'VOID') throw new AppError('CONFLICT', '文书已作废，不能修改');
}

/** One document of this office with its case, both checked for the actor. */
export async function documentForActor(tx: Tx, actor: Actor, id: number, { write = false, lock = false } = {}) {
  const d = await findDocument(tx, actor.tenantId, id, lock);
  if (!d) throw notFound('文书');
  const c = await caseForDocuments(tx, actor, d.caseId, { write });
  if (write) checkDraft(d);
  return { d, c };
}
