import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { caseItems } from '../business/business.table.ts';
import { docTemplates } from '../doc-template/doc-template.table.ts';
import { roles } from '../role/role.table.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { caseDeliveries, caseDocumentRevisions, caseDocuments, docEditTokens } from './case-document.table.ts';

/** SQL of the case-document module: documents, their revisions, the editor's tokens and deliveries. */
export type DocumentRecord = typeof caseDocuments.$inferSelect;
export type NewDocument = typeof caseDocuments.$inferInsert;
export type TokenRecord = typeof docEditTokens.$inferSelect;

export const { find: findDocument, insert: insertDocument, update: updateDocument, remove: removeDocument } = ownedRows(caseDocuments);

export const documentsOfCase = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.tenantId, tenantId), eq(caseDocuments.caseId, caseId)))
    .orderBy(asc(caseDocuments.id));

/** The live (not VOID) document of a kind for a case item, newest version first. */
export const liveDocumentOf = async (tx: Tx, tenantId: number, caseId: number, caseItemId: number | null, kind: string) =>
  (
    await tx
      .select()
      .from(caseDocuments)
      .where(
        and(
          eq(caseDocuments.tenantId, tenantId),
          eq(caseDocuments.caseId, caseId),
          caseItemId === null ? sql`${caseDocuments.caseItemId} is null` : eq(caseDocuments.caseItemId, caseItemId),
          eq(caseDocuments.kind, kind),
          sql`${caseDocuments.status} <> 'VOID'`,
        ),
      )
      .orderBy(desc(caseDocuments.version))
      .limit(1)
  )[0];

export const caseItemsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(caseItems)
    .where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.caseId, caseId)))
    .orderBy(asc(caseItems.id));

export const insertRevision = (tx: Tx, values: typeof caseDocumentRevisions.$inferInsert) => tx.insert(caseDocumentRevisions).values(values);

/** Names of users by id, for the rows' 正在编辑 / 最后修改人. */
export async function userNames(tx: Tx, tenantId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Template names by id (public templates are readable by every office). */
export async function templateNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await tx.select({ id: docTemplates.id, name: docTemplates.name }).from(docTemplates).where(inArray(docTemplates.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The notary's handwritten signature image (账号管理 › 手写签名: a /api/file/… URL, '' when none). */
export const handwritingOf = async (tx: Tx, tenantId: number, userId: number) =>
  (
    await tx
      .select({ handwriting: users.handwriting })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  )[0]?.handwriting ?? '';

// ——— The editor's tokens (looked up by hash across organisations, as sessions are) ———

export const insertToken = (tx: Tx, values: Omit<typeof docEditTokens.$inferInsert, 'expiresAt'> & { minutes: number }) => {
  const { minutes, ...rest } = values;
  return tx
    .insert(docEditTokens)
    .values({ ...rest, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
    .returning()
    .then((r) => r[0]);
};

export interface TokenHolder {
  token: TokenRecord;
  expired: boolean;
  account: string;
  name: string;
  activated: boolean;
  tenantStatus: string;
}

/** System scope: the token identifies its organisation, user and document. */
export const findTokenByHash = async (tx: Tx, tokenHash: string): Promise<TokenHolder | undefined> =>
  (
    await tx
      .select({
        token: docEditTokens,
        expired: sql<boolean>`now() >= ${docEditTokens.expiresAt}`,
        account: users.account,
        name: users.name,
        activated: users.activated,
        tenantStatus: tenants.status,
      })
      .from(docEditTokens)
      .innerJoin(users, eq(users.id, docEditTokens.userId))
      .innerJoin(tenants, eq(tenants.id, docEditTokens.tenantId))
      .where(eq(docEditTokens.tokenHash, tokenHash))
  )[0];

export const officeNameOf = async (tx: Tx, tenantId: number) =>
  (await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)))[0]?.name ?? '';

/** Spends a ticket: true only for the first caller (used_at set once). */
export const spendTicket = async (tx: Tx, id: number) =>
  (
    await tx
      .update(docEditTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(docEditTokens.id, id), sql`${docEditTokens.usedAt} is null`))
      .returning({ id: docEditTokens.id })
  ).length === 1;

/** Every permission the user's roles grant (a doc token works as its user, whatever role was active). */
export async function permissionsOfUser(tx: Tx, tenantId: number, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
  return [...new Set(rows.flatMap((r) => (r.permissions as string[] | null) ?? []))];
}

/** Takes or renews the soft lock when free, expired or already ours; the row as it is afterwards. */
export async function takeLock(tx: Tx, tenantId: number, id: number, userId: number, seconds: number) {
  await tx
    .update(caseDocuments)
    .set({ lockedBy: userId, lockExpiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(caseDocuments.tenantId, tenantId),
        eq(caseDocuments.id, id),
        sql`(${caseDocuments.lockedBy} is null or ${caseDocuments.lockedBy} = ${userId} or ${caseDocuments.lockExpiresAt} < now())`,
      ),
    );
  return lockOf(tx, tenantId, id);
}

export const releaseLock = (tx: Tx, tenantId: number, id: number, userId: number) =>
  tx
    .update(caseDocuments)
    .set({ lockedBy: null, lockExpiresAt: null })
    .where(and(eq(caseDocuments.tenantId, tenantId), eq(caseDocuments.id, id), eq(caseDocuments.lockedBy, userId)));

/** Who holds the lock now (null when nobody, or when it has lapsed), on the database's clock. */
export const lockOf = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({
        holder: sql<number | null>`case when ${caseDocuments.lockExpiresAt} > now() then ${caseDocuments.lockedBy} end`,
        expiresAt: caseDocuments.lockExpiresAt,
      })
      .from(caseDocuments)
      .where(and(eq(caseDocuments.tenantId, tenantId), eq(caseDocuments.id, id)))
  )[0];

export const insertDelivery = (tx: Tx, values: typeof caseDeliveries.$inferInsert) =>
  tx
    .insert(caseDeliveries)
    .values(values)
    .returning()
    .then((r) => r[0]);

export const setDeliveryReceipt = (tx: Tx, tenantId: number, id: number, receiptDocumentId: number) =>
  tx
    .update(caseDeliveries)
    .set({ receiptDocumentId })
    .where(and(eq(caseDeliveries.tenantId, tenantId), eq(caseDeliveries.id, id)));
