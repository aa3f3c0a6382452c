import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FeeStandard, RequiredMaterial } from '@notaria/contracts';
import { forms } from '../form/form.table.ts';
import { numberRules } from '../number/number.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';
import { timestamps } from '../../db/columns.ts';

/** 公证事项: category → parent item → item, one tree per tenant. */
export const notarizationItems = pgTable(
  'notarization_items',
  {
    ...tenantRow(),
    parentId: integer('parent_id'),
    /** CATEGORY, PARENT or ITEM. */
    level: varchar('level', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Categories: the category code in certificate numbers (内民证); descendants use their category's. */
    certificateCode: varchar('certificate_code', { length: 16 }).notNull().default(''),
    personalAppearance: boolean('personal_appearance').notNull().default(false),
    approvalRequired: boolean('approval_required').notNull().default(true),
    numberRuleId: integer('number_rule_id').references(() => numberRules.id),
    fee: jsonb('fee').$type<FeeStandard | null>(),
    materials: jsonb('materials').$type<RequiredMaterial[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('notarization_items_tenant_code_uq').on(t.tenantId, t.code), index('notarization_items_parent_idx').on(t.tenantId, t.parentId)],
);

/** 业务配置: per item, the intake form (a stored form) used when a case of the item is created. */
export const businessConfigs = pgTable(
  'business_configs',
  {
    ...tenantRow(),
    itemId: integer('item_id')
      .notNull()
      .references(() => notarizationItems.id, { onDelete: 'cascade' }),
    formId: integer('form_id').references(() => forms.id),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_configs_item_uq').on(t.itemId), index('business_configs_form_idx').on(t.tenantId, t.formId)],
);
