import type { TemplatePageQuery } from '@notaria/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { offsetOf, contains } from '../../lib/sql-helpers.ts';
import { caseDocuments } from '../case-document/case-document.table.ts';
import { notarizationItems } from '../item/item.table.ts';
import { users } from '../user/user.table.ts';
import { docTemplateVersions, docTemplates } from './doc-template.table.ts';

export type TemplateRecord = typeof docTemplates.$inferSelect;
export type VersionRecord = typeof docTemplateVersions.$inferSelect;

/** Who reads: PUBLIC rows of the platform, OFFICE rows of the office, PERSONAL rows of their owner; never deleted ones. */
export interface Reader {
  tenantId: number;
  userId: number;
}
const visible = (r: Reader): SQL =>
  and(
    isNull(docTemplates.deletedAt),
    or(
      eq(docTemplates.scope, 'PUBLIC'),
      and(eq(docTemplates.tenantId, r.tenantId), eq(docTemplates.scope, 'OFFICE')),
      and(eq(docTemplates.tenantId, r.tenantId), eq(docTemplates.scope, 'PERSONAL'), eq(docTemplates.ownerId, r.userId)),
    ),
  )!;

const copiedFrom = alias(docTemplates, 'copied_from');
const latest = alias(docTemplateVersions, 'latest');
/** The draft differs from the latest published version (always before the first publication). */
const hasDraft = sql<boolean>`(${latest.id} is null or ${latest.content} <> ${docTemplates.content} or ${latest.page} <> ${docTemplates.page})`;
/** Some case document of the reader's office was made from the template. */
const usedHere = sql<boolean>`exists (select 1 from case_documents d where d.template_id = ${docTemplates.id})`;

const listSelect = (tx: Tx) =>
  tx
    .select({
      t: docTemplates,
      ownerName: sql<string>`coalesce(${users.name}, '')`,
      copiedFromName: sql<string>`coalesce(${copiedFrom.name}, '')`,
      hasDraft,
      used: usedHere,
    })
    .from(docTemplates)
    .leftJoin(users, eq(users.id, docTemplates.ownerId))
    .leftJoin(copiedFrom, eq(copiedFrom.id, docTemplates.copiedFromId))
    .leftJoin(latest, and(eq(latest.templateId, docTemplates.id), eq(latest.version, docTemplates.publishedVersion)));
export type ListedTemplate = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

const SCOPE_ORDER = sql`case ${docTemplates.scope} when 'PERSONAL' then 0 when 'OFFICE' then 1 else 2 end`;

export async function pageTemplates(tx: Tx, r: Reader, q: TemplatePageQuery) {
  const where = and(
    visible(r),
    q.scope ? eq(docTemplates.scope, q.scope) : undefined,
    q.kind ? eq(docTemplates.kind, q.kind) : undefined,
    contains(docTemplates.name, q.name),
  );
  const list = await listSelect(tx).where(where).orderBy(SCOPE_ORDER, asc(docTemplates.kind), desc(docTemplates.id)).limit(q.size).offset(offsetOf(q));
  const [{ n }] = await tx.select({ n: count() }).from(docTemplates).where(where);
  return { list, total: n };
}

export const findListed = async (tx: Tx, r: Reader, id: number): Promise<ListedTemplate | undefined> =>
  (await listSelect(tx).where(and(visible(r), eq(docTemplates.id, id))))[0];

/** A template by id as the reader may see it, locked for the change when `lock`. */
export async function findTemplate(tx: Tx, r: Reader, id: number, lock = false): Promise<TemplateRecord | undefined> {
  const q = tx
    .select()
    .from(docTemplates)
    .where(and(visible(r), eq(docTemplates.id, id)));
  return (await (lock ? q.for('update') : q))[0];
}

/** Published templates of a kind the reader may use, item-specific ones and defaults alike. */
export const publishedOfKind = (tx: Tx, r: Reader, kind: string) =>
  tx
    .select()
    .from(docTemplates)
    .where(and(visible(r), eq(docTemplates.kind, kind), sql`${docTemplates.publishedVersion} > 0`))
    .orderBy(desc(docTemplates.id));

export const insertTemplate = async (tx: Tx, values: typeof docTemplates.$inferInsert) => (await tx.insert(docTemplates).values(values).returning())[0];

/** Writes the change only if nobody saved since `revision` was read; undefined when someone did. */
export const updateIfRevision = async (tx: Tx, id: number, revision: number, values: Partial<typeof docTemplates.$inferInsert>) =>
  (
    await tx
      .update(docTemplates)
      .set({ ...values, revision: revision + 1, updatedAt: new Date() })
      .where(and(eq(docTemplates.id, id), eq(docTemplates.revision, revision), isNull(docTemplates.deletedAt)))
      .returning()
  )[0];

export const setTemplate = async (tx: Tx, id: number, values: Partial<typeof docTemplates.$inferInsert>) =>
  (
    await tx
      .update(docTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(docTemplates.id, id))
      .returning()
  )[0];

export const insertVersion = async (tx: Tx, values: typeof docTemplateVersions.$inferInsert) =>
  (await tx.insert(docTemplateVersions).values(values).returning())[0];

export const findVersion = async (tx: Tx, templateId: number, version: number): Promise<VersionRecord | undefined> =>
  (
    await tx
      .select()
      .from(docTemplateVersions)
      .where(and(eq(docTemplateVersions.templateId, templateId), eq(docTemplateVersions.version, version)))
  )[0];

/** The versions, newest first, with who published them and how many of the office's documents use each. */
export const versionsOf = (tx: Tx, templateId: number) =>
  tx
    .select({
      v: docTemplateVersions,
      publishedByName: sql<string>`coalesce(${users.name}, '')`,
      documentCount:
        sql<number>`(select count(*) from case_documents d where d.template_id = ${docTemplateVersions.templateId} and d.template_version = ${docTemplateVersions.version})`.mapWith(
          Number,
        ),
    })
    .from(docTemplateVersions)
    .leftJoin(users, eq(users.id, docTemplateVersions.publishedBy))
    .where(eq(docTemplateVersions.templateId, templateId))
    .orderBy(desc(docTemplateVersions.version));

/** How many case documents (of every office the transaction sees) were made from the template. */
export const documentsUsing = async (tx: Tx, templateId: number): Promise<number> =>
  (await tx.select({ n: count() }).from(caseDocuments).where(eq(caseDocuments.templateId, templateId)))[0].n;

/** The office's items among `ids` (level ITEM): id and name. */
export const itemsByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length
    ? tx
        .select({ id: notarizationItems.id, name: notarizationItems.name })
        .from(notarizationItems)
        .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.level, 'ITEM'), inArray(notarizationItems.id, ids)))
    : Promise.resolve([]);

/** The office's items with these names (a public template's items mapped to the office's own). */
export const itemsByNames = (tx: Tx, tenantId: number, names: string[]) =>
  names.length
    ? tx
        .select({ id: notarizationItems.id, name: notarizationItems.name })
        .from(notarizationItems)
        .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.level, 'ITEM'), inArray(notarizationItems.name, names)))
        .orderBy(asc(notarizationItems.id))
    : Promise.resolve([]);
