import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { NumberLedgerQuery, NumberRulePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { first, ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { notarizationItems } from '../item/item.table.ts';
import { users } from '../user/user.table.ts';
import { numberCounters, numberLedger, numberRules } from './number.table.ts';

export type RuleRecord = typeof numberRules.$inferSelect;
const ruleRows = ownedRows(numberRules);
const ledgerRows = ownedRows(numberLedger);
const issuedCount = sql<number>`(select count(*) from number_ledger l where l.rule_id = "number_rules"."id")`.mapWith(Number);

export function pageRules(tx: Tx, tenantId: number, q: NumberRulePageQuery) {
  const where = and(eq(numberRules.tenantId, tenantId), contains(numberRules.name, q.name), contains(numberRules.code, q.code));
  return paged(
    tx,
    numberRules,
    where,
    q,
    tx.select({ rule: numberRules, issuedCount }).from(numberRules).where(where).orderBy(desc(numberRules.id)).$dynamic(),
  );
}

export const findRule = (tx: Tx, tenantId: number, id: number) =>
  first(
    tx
      .select({ rule: numberRules, issuedCount })
      .from(numberRules)
      .where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.id, id))),
  );

export const findRuleByCode = (tx: Tx, tenantId: number, code: string) => ruleRows.findBy(tx, tenantId, [eq(numberRules.code, code)]);

export const { insert: insertRule, update: updateRuleRow, remove: deleteRuleRow } = ruleRows;

/** The name of a notarization item that issues its certificate numbers with the rule, if any. */
export const itemUsingRule = async (tx: Tx, tenantId: number, id: number): Promise<string | undefined> =>
  (
    await tx
      .select({ name: notarizationItems.name })
      .from(notarizationItems)
      .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.numberRuleId, id)))
      .limit(1)
  )[0]?.name;

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
  const [row] = await tx
    .select({ value: numberCounters.value })
    .from(numberCounters)
    .where(and(eq(numberCounters.tenantId, tenantId), eq(numberCounters.ruleId, ruleId), eq(numberCounters.period, period)));
  return row ? row.value + 1 : startValue;
}

export const insertLedger = ledgerRows.insert;
export const findLedger = (tx: Tx, tenantId: number, id: number) => ledgerRows.find(tx, tenantId, id);

export const markVoided = (tx: Tx, tenantId: number, id: number, by: number | null, reason: string) =>
  tx
    .update(numberLedger)
    .set({ status: 'VOIDED', voidedBy: by, voidedAt: new Date(), voidReason: reason })
    .where(and(eq(numberLedger.tenantId, tenantId), eq(numberLedger.id, id), eq(numberLedger.status, 'ISSUED')))
    .returning();

export function pageLedger(tx: Tx, tenantId: number, q: NumberLedgerQuery) {
  const where = and(
    eq(numberLedger.tenantId, tenantId),
    q.ruleId ? eq(numberLedger.ruleId, q.ruleId) : undefined,
    q.status ? eq(numberLedger.status, q.status) : undefined,
    contains(numberLedger.number, q.number),
    q.businessId ? eq(numberLedger.businessId, q.businessId) : undefined,
    q.from ? gte(numberLedger.issuedAt, new Date(q.from)) : undefined,
    q.to ? lte(numberLedger.issuedAt, new Date(q.to)) : undefined,
  );
  const list = tx
    .select({ entry: numberLedger, ruleName: numberRules.name, issuedByName: sql<string>`coalesce(${users.name}, '')` })
    .from(numberLedger)
    .innerJoin(numberRules, eq(numberRules.id, numberLedger.ruleId))
    .leftJoin(users, eq(users.id, numberLedger.issuedBy))
    .where(where)
    .orderBy(desc(numberLedger.id));
  return paged(tx, numberLedger, where, q, list.$dynamic());
}
