import { DOC_LOCK_SECONDS, type CaseDocumentDetail, type SaveDocumentBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { audit } from '../oplog/oplog.api.ts';
import { abilitiesOf } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { MODULE } from './case-documents.ts';
import { documentForActor } from './case-gate.ts';
import { diffSummary } from './diff-summary.ts';
import type { DocCaller } from './doc-tokens.ts';
import { documentDetail } from './document-views.ts';
import { refreshValues } from './generate.ts';

/** /appDocEdit's calls: the one document its token opens, as the user who asked for the ticket. */

const readerOf = (caller: DocCaller) => ({ permissions: caller.actor.permissions, userId: caller.actor.userId, viewOnly: caller.mode === 'VIEW' });

function inDocument<T>(db: Database, caller: DocCaller, write: boolean, work: (tx: Tx, found: Awaited<ReturnType<typeof documentForActor>>) => Promise<T>) {
  if (write && caller.mode !== 'EDIT') throw forbidden('此文书以只读方式打开，不能修改');
  return inTenant(db, caller.actor.tenantId, async (tx) => work(tx, await documentForActor(tx, caller.actor, caller.documentId, { write, lock: write })));
}

export const getForEditor = (db: Database, caller: DocCaller): Promise<CaseDocumentDetail> =>
  inDocument(db, caller, false, (tx, { d, c }) => documentDetail(tx, readerOf(caller), c, d));

/** Another editor's live lock refuses the change. */
async function checkNotLockedByOther(tx: Tx, caller: DocCaller, id: number) {
  const lock = await repo.lockOf(tx, caller.actor.tenantId, id);
  if (lock?.holder && lock.holder !== caller.actor.userId) {
    const name = (await repo.userNames(tx, caller.actor.tenantId, [lock.holder])).get(lock.holder) ?? '其他用户';
    throw new AppError('CONFLICT', `${name}正在编辑此文书，您当前为只读，不能保存`);
  }
}

/** PUT /doc-edit/document: a save from the current revision, kept as a revision and logged with what changed. */
export const saveDocument = (db: Database, caller: DocCaller, body: SaveDocumentBody): Promise<CaseDocumentDetail> =>
  inDocument(db, caller, true, async (tx, { d, c }) => {
    if (body.revision !== d.revision)
      throw new AppError('CONFLICT', '文书已被他人修改（当前修订号与您编辑时不同），请刷新后再编辑；您的内容尚未保存，可先复制');
    await checkNotLockedByOther(tx, caller, d.id);
    const diff = diffSummary(d.content, body.content);
    const revision = d.revision + 1;
    const after = await repo.updateDocument(tx, c.tenantId, d.id, {
      content: body.content,
      ...(body.page && { page: body.page }),
      revision,
      updatedBy: caller.actor.userId,
    });
    await repo.insertRevision(tx, {
      tenantId: c.tenantId,
      documentId: d.id,
      revision,
      content: body.content,
      editorId: caller.actor.userId,
      editorName: caller.actor.name.slice(0, 32),
      summary: diff.text,
    });
    await audit(tx, caller.actor, {
      module: MODULE,
      action: 'save',
      targetId: d.id,
      diff: [
        { field: 'revision', before: d.revision, after: revision },
        { field: 'added', before: null, after: diff.added },
        { field: 'removed', before: null, after: diff.removed },
        ...(diff.fieldsInserted.length ? [{ field: 'fieldsInserted', before: null, after: diff.fieldsInserted.join('、') }] : []),
        ...(diff.fieldsRemoved.length ? [{ field: 'fieldsRemoved', before: null, after: diff.fieldsRemoved.join('、') }] : []),
      ],
      message: `${c.businessNumber}：${d.title}第 ${revision} 版：${diff.text}`.slice(0, 300),
    });
    return documentDetail(tx, readerOf(caller), c, after);
  });

export const refreshForEditor = (db: Database, caller: DocCaller): Promise<CaseDocumentDetail> =>
  inDocument(db, caller, true, async (tx, { d, c }) => {
    await checkNotLockedByOther(tx, caller, d.id);
    const after = await refreshValues(tx, caller.actor, d);
    await audit(tx, caller.actor, { module: MODULE, action: 'refresh', targetId: d.id, message: `${c.businessNumber}：${d.title}从业务刷新字段值` });
    return documentDetail(tx, readerOf(caller), c, after);
  });

/** POST /doc-edit/lock: takes or renews the soft lock when it is free; a reader or a closed document only learns who holds it. */
export const takeLock = (db: Database, caller: DocCaller) =>
  inDocument(db, caller, false, async (tx, { d, c }) => {
    const mayWrite = caller.mode === 'EDIT' && abilitiesOf(caller.actor.permissions, d, c.status).edit;
    const lock = mayWrite ? await repo.takeLock(tx, c.tenantId, d.id, caller.actor.userId, DOC_LOCK_SECONDS) : await repo.lockOf(tx, c.tenantId, d.id);
    const holder = lock?.holder ?? null;
    const names = await repo.userNames(tx, c.tenantId, [holder]);
    return {
      held: holder !== null && holder === caller.actor.userId,
      lockedByName: holder ? (names.get(holder) ?? '') : '',
      expiresAt: holder && lock?.expiresAt ? lock.expiresAt.toISOString() : '',
    };
  });

export const releaseLock = (db: Database, caller: DocCaller) =>
  inDocument(db, caller, false, async (tx, { d, c }) => {
    await repo.releaseLock(tx, c.tenantId, d.id, caller.actor.userId);
  });
