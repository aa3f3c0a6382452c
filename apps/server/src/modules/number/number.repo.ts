import { and, count, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { NumberLedgerQuery, NumberRulePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { notarizationItems } from '../item/item.table.ts';
import { users } from '../user/user.table.ts';
import { numberCounters, numberLedger, numberRules } from './number.table.ts';

export type RuleRecord = typeof numberRules.$inferSelect;
const issuedCount = sql<number>`(select count(*) from number_ledger l where l.rule_id = "number_rules"."id")`.mapWith(Number);

export async function pageRules(tx: Tx, tenantId: number, q: NumberRulePageQuery) {
  const where = and(eq(numberRules.tenantId, tenantId), q.name ? ilike(numberRules.name, likeText(q.name)) : undefined, q.code ? ilike(numberRules.code, likeText(q.code)) : undefined);
  const list = await tx.select({ rule: numberRules, issuedCount }).from(numberRules).where(where).orderBy(desc(numberRules.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(numberRules).where(where);
  return { list, total };
}

export const findRule = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ rule: numberRules, issuedCount }).from(numberRules).where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.id, id))))[0];

export const findRuleByCode = async (tx: Tx, tenantId: number, code: string) =>
  (await tx.select().from(numberRules).where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.code, code))))[0];

export async function insertRule(tx: Tx, values: typeof numberRules.$inferInsert) {
  const [row] = await tx.insert(numberRules).values(values).returning();
  return row;
}

export const updateRuleRow = (tx: Tx, tenantId: number, id: number, values: Partial<typeof numberRules.$inferInsert>) =>
  tx.update(numberRules).set({ ...values, updatedAt: new Date() }).where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.id, id)));

export const deleteRuleRow = (tx: Tx, tenantId: number, id: number) => tx.delete(numberRules).where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.id, id)));

/** The name of a notarization item that issues its certificate numbers with the rule, if any. */
export const itemUsingRule = async (tx: Tx, tenantId: number, id: number): Promise<string | undefined> =>
  (await tx.select({ name: notarizationItems.name }).from(notarizationItems).where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.numberRuleId, id))).limit(1))[0]?.name;

/**
 * Takes the next value of the rule's counter for the period. The upsert creates the counter row or
 * increments it under its row lock (what SELECT … FOR UPDATE would take), held to the end of the
 * caller's transaction: concurrent allocations queue on it, and a rollback gives the value back, so
 * issued numbers are consecutive and never duplicated.
 */
export async function nextValue(tx: Tx, tenantId: number, ruleId: number, period: string, startValue: number): Promise<number> {
  const [row] = await tx
    .insert(numberCounters)
    .values({ tenantId, ruleId, period, value: startValue })
    .onConflictDoUpdate({ target: [numberCounters.ruleId, numberCounters.period], set: { value: sql`${numberCounters.value} + 1` } })
    .returning({ value: numberCounters.value });
  return row.value;
}

/** The value the next allocation would take, without taking it. */
export async function peekValue(tx: Tx, tenantId: number, ruleId: number, period: string, startValue: number): Promise<number> {
  const [row] = await tx.select({ value: numberCounters.value }).from(numberCounters).where(and(eq(numberCounters.tenantId, tenantId), eq(numberCounters.ruleId, ruleId), eq(numberCounters.period, period)));
  return row ? row.value + 1 : startValue;
}

export async function insertLedger(tx: Tx, values: typeof numberLedger.$inferInsert) {
  const [row] = await tx.insert(numberLedger).values(values).returning();
  return row;
}

export const findLedger = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(numberLedger).where(and(eq(numberLedger.tenantId, tenantId), eq(numberLedger.id, id))))[0];

export const findLedgerByNumber = async (tx: Tx, tenantId: number, number: string) =>
  (await tx.select().from(numberLedger).where(and(eq(numberLedger.tenantId, tenantId), eq(numberLedger.number, number))).orderBy(desc(numberLedger.id)).limit(1))[0];

export const markVoided = (tx: Tx, tenantId: number, id: number, by: number | null, reason: string) =>
  tx
    .update(numberLedger)
    .set({ status: 'VOIDED', voidedBy: by, voidedAt: new Date(), voidReason: reason })
    .where(and(eq(numberLedger.tenantId, tenantId), eq(numberLedger.id, id), eq(numberLedger.status, 'ISSUED')))
    .returning();

export async function pageLedger(tx: Tx, tenantId: number, q: NumberLedgerQuery) {
  const where = and(
    eq(numberLedger.tenantId, tenantId),
    q.ruleId ? eq(numberLedger.ruleId, q.ruleId) : undefined,
    q.status ? eq(numberLedger.status, q.status) : undefined,
    q.number ? ilike(numberLedger.number, likeText(q.number)) : undefined,
    q.businessId ? eq(numberLedger.businessId, q.businessId) : undefined,
    q.from ? gte(numberLedger.issuedAt, new Date(q.from)) : undefined,
    q.to ? lte(numberLedger.issuedAt, new Date(q.to)) : undefined,
  );
  const list = await tx
    .select({ entry: numberLedger, ruleName: numberRules.name, issuedByName: sql<string>`coalesce(${users.name}, '')` })
    .from(numberLedger)
    .innerJoin(numberRules, eq(numberRules.id, numberLedger.ruleId))
    .leftJoin(users, eq(users.id, numberLedger.issuedBy))
    .where(where)
    .orderBy(desc(numberLedger.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(numberLedger).where(where);
  return { list, total };
}
