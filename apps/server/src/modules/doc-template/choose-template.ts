import type { DocKind } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { notarizationItems } from '../item/item.table.ts';
import * as repo from './doc-template.repo.ts';

const SCOPE_RANK: Record<string, number> = { PERSONAL: 0, OFFICE: 1, PUBLIC: 2 };

async function itemNameOf(tx: Tx, tenantId: number, itemId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: notarizationItems.name })
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.id, itemId)));
  return row?.name;
}

/**
 * The published template a document of `kind` for the notarization item `itemId` is made from: a template written
 * for the item before the kind's default (no items), and among equals the user's personal one, then the office's,
 * then the public one; the newest first. A template bound to other items is never chosen. `templateId` picks one
 * outright (it must be visible to the user and published). Undefined when there is none.
 */
export async function chooseTemplate(
  tx: Tx,
  tenantId: number,
  userId: number,
  kind: DocKind,
  itemId: number | null,
  templateId?: number,
): Promise<repo.TemplateRecord | undefined> {
  const reader = { tenantId, userId };
  if (templateId) {
    const t = await repo.findTemplate(tx, reader, templateId);
    if (!t || t.kind !== kind || t.publishedVersion === 0) throw invalid('所选模板不存在、类别不符或尚未发布');
    return t;
  }
  const itemName = itemId ? await itemNameOf(tx, tenantId, itemId) : undefined;
  const fit = (t: repo.TemplateRecord): number | null => {
    const items = t.scope === 'PUBLIC' ? t.itemNames : t.itemIds;
    if (items.length === 0) return 1;
    const forItem = t.scope === 'PUBLIC' ? itemName !== undefined && t.itemNames.includes(itemName) : itemId !== null && t.itemIds.includes(itemId);
    return forItem ? 0 : null;
  };
  const ranked = (await repo.publishedOfKind(tx, reader, kind))
    .map((t) => ({ t, fit: fit(t) }))
    .filter((x): x is { t: repo.TemplateRecord; fit: number } => x.fit !== null)
    .sort((a, b) => a.fit - b.fit || SCOPE_RANK[a.t.scope] - SCOPE_RANK[b.t.scope] || b.t.id - a.t.id);
  return ranked[0]?.t;
}

/** A frozen version of a template (what a case document keeps). */
export async function templateVersion(tx: Tx, templateId: number, version: number): Promise<repo.VersionRecord> {
  const v = await repo.findVersion(tx, templateId, version);
  if (!v) throw notFound('模板版本');
  return v;
}
