import type { DocKind, TemplateDetail, TemplateRow } from '@notaria/contracts';
import { boundFields } from '@notaria/documents';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import * as repo from './doc-template.repo.ts';
import { abilitiesOf } from './template-rules.ts';

/** The names of the items a row applies to: a public template names them, an office's refers to its own. */
async function itemNamesOf(tx: Tx, tenantId: number, t: repo.TemplateRecord): Promise<string[]> {
  if (t.scope === 'PUBLIC') return t.itemNames;
  const items = await repo.itemsByIds(tx, tenantId, t.itemIds);
  const names = new Map(items.map((i) => [i.id, i.name]));
  return t.itemIds.map((id) => names.get(id) ?? '');
}

export async function toRow(tx: Tx, actor: Actor, l: repo.ListedTemplate): Promise<TemplateRow> {
  const t = l.t;
  return {
    id: t.id,
    scope: t.scope as TemplateRow['scope'],
    kind: t.kind as DocKind,
    name: t.name,
    engine: t.engine as TemplateRow['engine'],
    itemIds: t.scope === 'PUBLIC' ? [] : t.itemIds,
    itemNames: await itemNamesOf(tx, actor.tenantId, t),
    publishedVersion: t.publishedVersion,
    hasDraft: Boolean(l.hasDraft),
    ownerName: t.scope === 'PUBLIC' ? '平台' : l.ownerName,
    copiedFromName: l.copiedFromName,
    remark: t.remark,
    updatedAt: t.updatedAt.toISOString(),
    abilities: abilitiesOf(actor, t, Boolean(l.used)),
  };
}

export async function toDetail(tx: Tx, actor: Actor, l: repo.ListedTemplate): Promise<TemplateDetail> {
  const versions = await repo.versionsOf(tx, l.t.id);
  return {
    ...(await toRow(tx, actor, l)),
    page: l.t.page,
    content: l.t.content,
    docxFileKey: l.t.docxFileId,
    fields: [...new Set(boundFields(l.t.content).map((f) => f.path))],
    versions: versions.map(({ v, publishedByName, documentCount }) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
      publishedByName,
      sha256: v.sha256,
      documentCount,
    })),
    revision: l.t.revision,
  };
}

/** What the operation log keeps of a template (its content only by hash: it can be large). */
export const snapshot = (t: repo.TemplateRecord) => ({
  scope: t.scope,
  kind: t.kind,
  name: t.name,
  engine: t.engine,
  itemIds: t.itemIds,
  itemNames: t.itemNames,
  remark: t.remark,
  page: t.page,
  docxFileId: t.docxFileId,
  publishedVersion: t.publishedVersion,
  contentFields: boundFields(t.content).map((f) => f.path),
});
