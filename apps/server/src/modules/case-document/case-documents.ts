import type { CaseDocumentRow, CreateCaseDocumentBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { kindLabel } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { caseForDocuments, documentForActor } from './case-gate.ts';
import { documentRows } from './document-views.ts';
import { generateDocument, refreshValues } from './generate.ts';

/** 受理 › 文书编辑: a case's documents, made from templates, refreshed from the case, removed while drafts. */

export const MODULE = 'caseDocument';

export async function listDocuments(db: Database, actor: Actor, caseId: number): Promise<CaseDocumentRow[]> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const c = await caseForDocuments(tx, actor, caseId);
    return documentRows(tx, actor.permissions, c, await repo.documentsOfCase(tx, actor.tenantId, c.id));
  });
}

export async function createDocument(db: Database, actor: Actor, body: CreateCaseDocumentBody): Promise<CaseDocumentRow> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const c = await caseForDocuments(tx, actor, body.caseId, { write: true });
    const d = await generateDocument(tx, actor, c, { kind: body.kind, caseItemId: body.caseItemId ?? null, templateId: body.templateId });
    await audit(tx, actor, {
      module: MODULE,
      action: 'create',
      targetId: d.id,
      after: { caseId: c.id, kind: d.kind, templateId: d.templateId, templateVersion: d.templateVersion },
      message: `${c.businessNumber}：生成${kindLabel(d.kind)}草稿`,
    });
    return (await documentRows(tx, actor.permissions, c, [d]))[0];
  });
}

export async function refreshDocument(db: Database, actor: Actor, id: number): Promise<CaseDocumentRow> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const { d, c } = await documentForActor(tx, actor, id, { write: true, lock: true });
    const after = await refreshValues(tx, actor, d);
    await audit(tx, actor, {
      module: MODULE,
      action: 'refresh',
      targetId: d.id,
      message: `${c.businessNumber}：${d.title}从业务刷新字段值`,
    });
    return (await documentRows(tx, actor.permissions, c, [after]))[0];
  });
}

export async function removeDocument(db: Database, actor: Actor, id: number): Promise<void> {
  await inTenant(db, actor.tenantId, async (tx) => {
    const { d, c } = await documentForActor(tx, actor, id, { write: true, lock: true });
    await repo.removeDocument(tx, actor.tenantId, d.id);
    await audit(tx, actor, {
      module: MODULE,
      action: 'delete',
      targetId: d.id,
      before: { caseId: c.id, kind: d.kind, revision: d.revision },
      message: `${c.businessNumber}：删除${d.title}草稿`,
    });
  });
}
