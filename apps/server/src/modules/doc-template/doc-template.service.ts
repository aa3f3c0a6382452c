import { createHash } from 'node:crypto';
import {
  DEFAULT_PAGE,
  PLATFORM_TENANT_ID,
  type CopyTemplateBody,
  type CreateTemplateBody,
  type PageResult,
  type TemplateDetail,
  type TemplatePageQuery,
  type TemplateRow,
  type TemplateScope,
  type UpdateTemplateBody,
} from '@notaria/contracts';
import { boundFields } from '@notaria/documents';
import type { Database, Tx } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit, canonicalJson } from '../oplog/oplog.api.ts';
import { fieldCatalogue } from './doc-fields.ts';
import * as repo from './doc-template.repo.ts';
import { snapshot, toDetail, toRow } from './template-presenter.ts';
import { EMPTY_DOC, assertMayCopy, assertMayCreate, assertMayDelete, assertMayEdit, checkContent, conflict, publishableFields } from './template-rules.ts';

const M = 'docTemplate';
const reader = (actor: Actor): repo.Reader => ({ tenantId: actor.tenantId, userId: actor.userId });

/** Changes to PUBLIC rows (the platform's) run as the system, once the caller's permission has been checked. */
export const scoped = <T>(db: Database, actor: Actor, scope: string, work: (tx: Tx) => Promise<T>) =>
  scope === 'PUBLIC' ? asSystem(db, work) : inTenant(db, actor.tenantId, work);

/** A template the actor may see, read in the actor's office. */
export const visibleTemplate = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const t = await repo.findTemplate(tx, reader(actor), id);
    if (!t) throw notFound('模板');
    return t;
  });

export const detailOf = (db: Database, actor: Actor, id: number): Promise<TemplateDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const l = await repo.findListed(tx, reader(actor), id);
    if (!l) throw notFound('模板');
    return toDetail(tx, actor, l);
  });

export const pageTemplates = (db: Database, actor: Actor, q: TemplatePageQuery): Promise<PageResult<TemplateRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageTemplates(tx, reader(actor), q);
    const list: TemplateRow[] = [];
    for (const l of page.list) list.push(await toRow(tx, actor, l));
    return { total: page.total, list };
  });

/** The office's items among the ids (all must exist), as ids for an office template or names for a public one. */
async function itemsFor(tx: Tx, actor: Actor, scope: string, ids: number[]) {
  const unique = [...new Set(ids)];
  const items = await repo.itemsByIds(tx, actor.tenantId, unique);
  if (items.length !== unique.length) throw invalid('所选公证事项不存在或不是具体事项');
  const names = unique.map((id) => items.find((i) => i.id === id)!.name);
  return scope === 'PUBLIC' ? { itemIds: [], itemNames: [...new Set(names)] } : { itemIds: unique, itemNames: [] };
}

export async function createTemplate(db: Database, actor: Actor, body: CreateTemplateBody): Promise<TemplateDetail> {
  assertMayCreate(actor, body.scope);
  const content = body.content ?? EMPTY_DOC;
  checkContent(content);
  const id = await scoped(db, actor, body.scope, async (tx) => {
    const row = await repo.insertTemplate(tx, {
      tenantId: body.scope === 'PUBLIC' ? PLATFORM_TENANT_ID : actor.tenantId,
      scope: body.scope,
      ownerId: actor.userId,
      kind: body.kind,
      name: body.name,
      engine: body.engine ?? 'TIPTAP',
      ...(await itemsFor(tx, actor, body.scope, body.itemIds ?? [])),
      remark: body.remark ?? '',
      page: body.page ?? DEFAULT_PAGE,
      content,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: snapshot(row) });
    return row.id;
  });
  return detailOf(db, actor, id);
}

export async function updateTemplate(db: Database, actor: Actor, body: UpdateTemplateBody): Promise<TemplateDetail> {
  const t = await visibleTemplate(db, actor, body.id);
  assertMayEdit(actor, t);
  if (body.content) checkContent(body.content);
  await scoped(db, actor, t.scope, async (tx) => {
    const before = await repo.findTemplate(tx, reader(actor), t.id, true);
    if (!before) throw notFound('模板');
    if (before.revision !== body.revision) throw conflict();
    const after = await repo.updateIfRevision(tx, t.id, body.revision, {
      name: body.name,
      ...(await itemsFor(tx, actor, t.scope, body.itemIds)),
      remark: body.remark,
      page: body.page,
      ...(body.content ? { content: body.content } : {}),
      updatedBy: actor.userId,
    });
    if (!after) throw conflict();
    await audit(tx, actor, { module: M, action: 'update', targetId: t.id, before: snapshot(before), after: snapshot(after) });
  });
  return detailOf(db, actor, t.id);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Freezes the draft as the next version; every bound field must be one the document context knows. */
export async function publishTemplate(db: Database, actor: Actor, id: number): Promise<TemplateDetail> {
  const t = await visibleTemplate(db, actor, id);
  assertMayEdit(actor, t);
  await scoped(db, actor, t.scope, async (tx) => {
    const row = await repo.findTemplate(tx, reader(actor), id, true);
    if (!row) throw notFound('模板');
    if (row.engine === 'DOCX' && !row.docxFileId) throw invalid('请先上传 Word 模板文件再发布');
    const labels = new Map(fieldCatalogue().map((f) => [f.path, f.label]));
    const bound = boundFields(row.content);
    const labelOf = (path: string) => labels.get(path) ?? bound.find((f) => f.path === path)?.label ?? path;
    const fields = publishableFields(
      bound.map((f) => f.path),
      labelOf,
    );
    const version = row.publishedVersion + 1;
    await repo.insertVersion(tx, {
      tenantId: row.tenantId,
      templateId: row.id,
      version,
      page: row.page,
      content: row.content,
      docxFileId: row.docxFileId,
      fields,
      sha256: sha256(canonicalJson(row.content)),
      publishedBy: actor.userId,
    });
    await repo.setTemplate(tx, row.id, { publishedVersion: version, updatedBy: actor.userId });
    await audit(tx, actor, {
      module: M,
      action: 'publish',
      targetId: row.id,
      diff: [
        { field: 'publishedVersion', before: row.publishedVersion, after: version },
        { field: 'fields', before: null, after: fields },
      ],
    });
  });
  return detailOf(db, actor, id);
}

export async function copyTemplate(db: Database, actor: Actor, body: CopyTemplateBody): Promise<TemplateDetail> {
  const source = await visibleTemplate(db, actor, body.id);
  assertMayCopy(actor, source);
  const scope: TemplateScope = body.scope ?? 'OFFICE';
  const id = await inTenant(db, actor.tenantId, async (tx) => {
    const published = source.publishedVersion ? await repo.findVersion(tx, source.id, source.publishedVersion) : undefined;
    const sameOffice = source.scope !== 'PUBLIC' && source.tenantId === actor.tenantId;
    const itemIds = sameOffice ? source.itemIds : (await repo.itemsByNames(tx, actor.tenantId, source.itemNames)).map((i) => i.id);
    const row = await repo.insertTemplate(tx, {
      tenantId: actor.tenantId,
      scope,
      ownerId: actor.userId,
      kind: source.kind,
      name: body.name ?? `${source.name}（副本）`.slice(0, 64),
      engine: source.engine,
      itemIds,
      itemNames: [],
      remark: source.remark,
      page: published?.page ?? source.page,
      content: published?.content ?? source.content,
      // A Word file stays with the office that uploaded it: a copy from elsewhere uploads its own.
      docxFileId: sameOffice ? source.docxFileId : null,
      copiedFromId: source.id,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await audit(tx, actor, { module: M, action: 'copy', targetId: row.id, message: `复制自模板 ${source.id}`, after: snapshot(row) });
    return row.id;
  });
  return detailOf(db, actor, id);
}

/** Soft delete; refused while any case document (of any office, for a public template) was made from it. */
export async function deleteTemplate(db: Database, actor: Actor, id: number): Promise<void> {
  const t = await visibleTemplate(db, actor, id);
  assertMayDelete(actor, t);
  await scoped(db, actor, t.scope, async (tx) => {
    const used = await repo.documentsUsing(tx, t.id);
    if (used > 0) throw new AppError('CONFLICT', `该模板已被 ${used} 份文书使用，不能删除`);
    const before = await repo.findTemplate(tx, reader(actor), t.id, true);
    if (!before) throw notFound('模板');
    await repo.setTemplate(tx, t.id, { deletedAt: new Date(), updatedBy: actor.userId });
    await audit(tx, actor, { module: M, action: 'delete', targetId: t.id, before: snapshot(before) });
  });
}
