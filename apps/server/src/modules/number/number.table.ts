import { bigserial, boolean, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';
import { timestamps } from '../../db/columns.ts';

/** 编号规则: literal text with tokens, e.g. `（{year}）{office}{category}字第{seq:5}号`. */
export const numberRules = pgTable(
  'number_rules',
  {
    ...tenantRow(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Stable code later modules allocate by, e.g. `certificate`. */
    code: varchar('code', { length: 32 }).notNull(),
    pattern: varchar('pattern', { length: 200 }).notNull(),
    /** NEVER, YEARLY, MONTHLY or DAILY. */
    resetCycle: varchar('reset_cycle', { length: 8 }).notNull().default('YEARLY'),
    startValue: integer('start_value').notNull().default(1),
    officeAbbr: varchar('office_abbr', { length: 32 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('number_rules_tenant_code_uq').on(t.tenantId, t.code)],
);

/** The last sequence value issued per rule and period ('' when the rule never resets). */
export const numberCounters = pgTable(
  'number_counters',
  {
    tenantId: tenantId(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => numberRules.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 8 }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);

/** Every number issued, and whether it was later voided (a voided number is never issued again). */
export const numberLedger = pgTable(
  'number_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => numberRules.id),
    number: varchar('number', { length: 200 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    seq: integer('seq').notNull(),
    /** ISSUED or VOIDED. */
    status: varchar('status', { length: 8 }).notNull().default('ISSUED'),
    businessType: varchar('business_type', { length: 32 }).notNull().default(''),
    businessId: varchar('business_id', { length: 64 }).notNull().default(''),
    issuedBy: integer('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    voidedBy: integer('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('number_ledger_rule_period_seq_uq').on(t.ruleId, t.period, t.seq),
    index('number_ledger_tenant_number_idx').on(t.tenantId, t.number),
    index('number_ledger_tenant_issued_idx').on(t.tenantId, t.issuedAt),
  ],
);
