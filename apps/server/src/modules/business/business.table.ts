import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** 公证业务: one case, from acceptance to archive. */
export const cases = pgTable(
  'cases',
  {
    ...tenantRow(),
    businessNumber: varchar('business_number', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    statusBeforeSpecial: varchar('status_before_special', { length: 16 }),
    handlerId: integer('handler_id').notNull(),
    assistantId: integer('assistant_id'),
    approverId: integer('approver_id'),
    purpose: varchar('purpose', { length: 200 }).notNull().default(''),
    useCountry: varchar('use_country', { length: 32 }).notNull().default(''),
    language: varchar('language', { length: 16 }).notNull().default(''),
    copies: integer('copies').notNull().default(1),
    formId: integer('form_id'),
    formVersion: integer('form_version'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    feeConfirmed: boolean('fee_confirmed').notNull().default(false),
    /** Which SMS notices the applicants get (SMS_EVENTS keys). */
    smsEvents: jsonb('sms_events').$type<string[]>().notNull().default([]),
    specialKind: varchar('special_kind', { length: 16 }).notNull().default(''),
    specialReason: varchar('special_reason', { length: 500 }).notNull().default(''),
    approvalOpinion: varchar('approval_opinion', { length: 500 }).notNull().default(''),
    archiveNumber: varchar('archive_number', { length: 64 }).notNull().default(''),
    volumeType: varchar('volume_type', { length: 16 }).notNull().default(''),
    retentionYears: integer('retention_years'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    certifiedAt: ts('certified_at'),
    deliveredAt: ts('delivered_at'),
    archivedAt: ts('archived_at'),
    suspendedAt: ts('suspended_at'),
  },
  (t) => [
    uniqueIndex('cases_tenant_number_uq').on(t.tenantId, t.businessNumber),
    // Newest first per organisation, and per status tab: the page and its count read the index alone (bench/scale).
    index('cases_tenant_id_idx').on(t.tenantId, t.id),
    index('cases_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    index('cases_tenant_handler_idx').on(t.tenantId, t.handlerId),
    index('cases_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** The first columns of a table of a case's parts: the row's id, the organisation and the case (deleted with it). */
const casePartRow = () => ({
  ...tenantRow(),
  caseId: integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
});

/** The items of a case; each yields its own certificate. */
export const caseItems = pgTable(
  'case_items',
  {
    ...casePartRow(),
    itemId: integer('item_id').notNull(),
    itemName: varchar('item_name', { length: 64 }).notNull(),
    parentItemName: varchar('parent_item_name', { length: 64 }).notNull().default(''),
    categoryName: varchar('category_name', { length: 64 }).notNull().default(''),
    certificateNumber: varchar('certificate_number', { length: 200 }).notNull().default(''),
    ledgerId: integer('ledger_id'),
  },
  (t) => [index('case_items_case_idx').on(t.caseId), index('case_items_item_idx').on(t.tenantId, t.itemId)],
);

/** 当事人, with what the customer record said when the case took them. */
export const caseParties = pgTable(
  'case_parties',
  {
    ...casePartRow(),
    role: varchar('role', { length: 16 }).notNull(),
    customerType: varchar('customer_type', { length: 16 }).notNull(),
    customerId: integer('customer_id').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    idNumber: varchar('id_number', { length: 32 }).notNull().default(''),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('case_parties_case_idx').on(t.caseId),
    index('case_parties_name_idx').on(t.tenantId, t.name),
    // 当事人 list: each customer's latest party row and its cases (bench/scale).
    index('case_parties_customer_idx').on(t.tenantId, t.customerId, t.customerType, t.id),
    // The organisation's parties newest first, however far back its latest rows lie among all organisations' (bench/scale).
    index('case_parties_tenant_id_idx').on(t.tenantId, t.id),
  ],
);

/** Materials metadata (the files themselves are stored elsewhere). */
export const caseMaterials = pgTable(
  'case_materials',
  {
    ...casePartRow(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull().default(''),
    originalSeen: boolean('original_seen').notNull().default(false),
    /** RECEIVED, MISSING or RETURNED. */
    status: varchar('status', { length: 16 }).notNull().default('RECEIVED'),
    fileUrl: varchar('file_url', { length: 512 }).notNull().default(''),
  },
  (t) => [index('case_materials_case_idx').on(t.caseId)],
);

export const caseFees = pgTable(
  'case_fees',
  {
    ...casePartRow(),
    feeType: varchar('fee_type', { length: 32 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 100 }).notNull().default(''),
    /** How the amount was computed when it came from a fee standard (the bracket working); kept as confirmed. */
    basis: varchar('basis', { length: 500 }).notNull().default(''),
    feeStandardId: integer('fee_standard_id'),
  },
  (t) => [index('case_fees_case_idx').on(t.caseId), index('case_fees_tenant_case_idx').on(t.tenantId, t.caseId)],
);

/** The timeline: every transition with who and when. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }).notNull().default(''),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: varchar('actor_name', { length: 32 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_events_case_idx').on(t.caseId, t.id)],
);

/** 补充材料: a request for supplementary materials pauses the case's clock until they are received. */
export const casePauses = pgTable(
  'case_pauses',
  {
    ...casePartRow(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** Names of the materials asked for (added to the case as MISSING). */
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    receivedBy: integer('received_by'),
    receivedAt: ts('received_at'),
  },
  (t) => [
    index('case_pauses_case_idx').on(t.caseId),
    uniqueIndex('case_pauses_open_uq')
      .on(t.caseId)
      .where(sql`received_at is null`),
  ],
);

/** 转办: the handler asks to hand the case to another notary; it takes effect once approved. */
export const caseTransfers = pgTable(
  'case_transfers',
  {
    ...casePartRow(),
    fromUserId: integer('from_user_id').notNull(),
    fromName: varchar('from_name', { length: 32 }).notNull().default(''),
    toUserId: integer('to_user_id').notNull(),
    toName: varchar('to_name', { length: 32 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** PENDING, APPROVED or REJECTED. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    opinion: varchar('opinion', { length: 500 }).notNull().default(''),
    decidedBy: integer('decided_by'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('case_transfers_case_idx').on(t.caseId),
    uniqueIndex('case_transfers_pending_uq')
      .on(t.caseId)
      .where(sql`status = 'PENDING'`),
  ],
);

/** SMS to the applicants: written in the transaction of the step, sent after it commits. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    recipientName: varchar('recipient_name', { length: 128 }).notNull().default(''),
    content: varchar('content', { length: 500 }).notNull(),
    /** PENDING, SENDING, SENT or FAILED. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    error: varchar('error', { length: 500 }).notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('sms_outbox_case_idx').on(t.caseId, t.id), index('sms_outbox_status_idx').on(t.tenantId, t.status)],
);
