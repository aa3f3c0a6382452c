import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { timestamps } from '../../db/columns.ts';

const audit = {
  createdBy: integer('created_by'),
  ...timestamps(),
};

/** 个人客户. One per ID type and number within a tenant. */
export const personalCustomers = pgTable(
  'personal_customers',
  {
    ...tenantRow(),
    name: varchar('name', { length: 64 }).notNull(),
    formerNames: varchar('former_names', { length: 128 }).notNull().default(''),
    /** MALE, FEMALE or UNKNOWN. */
    gender: varchar('gender', { length: 8 }).notNull().default('UNKNOWN'),
    /** YYYY-MM-DD or ''. */
    birthDate: varchar('birth_date', { length: 10 }).notNull().default(''),
    idType: varchar('id_type', { length: 16 }).notNull(),
    idNumber: varchar('id_number', { length: 32 }).notNull(),
    nationality: varchar('nationality', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    employer: varchar('employer', { length: 128 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit,
  },
  (t) => [uniqueIndex('personal_customers_id_uq').on(t.tenantId, t.idType, t.idNumber), index('personal_customers_name_idx').on(t.tenantId, t.name)],
);

/** 机构客户. One per unified social credit code within a tenant. */
export const institutionCustomers = pgTable(
  'institution_customers',
  {
    ...tenantRow(),
    name: varchar('name', { length: 128 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    licenceType: varchar('licence_type', { length: 32 }).notNull().default(''),
    legalRepName: varchar('legal_rep_name', { length: 64 }).notNull().default(''),
    legalRepIdType: varchar('legal_rep_id_type', { length: 16 }).notNull().default(''),
    legalRepIdNumber: varchar('legal_rep_id_number', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit,
  },
  (t) => [uniqueIndex('institution_customers_code_uq').on(t.tenantId, t.creditCode), index('institution_customers_name_idx').on(t.tenantId, t.name)],
);
