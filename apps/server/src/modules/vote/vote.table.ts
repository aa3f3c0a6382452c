import type { VoteKind, VoteOption, VotePassRule, VoteQuorum, VoteResult, VoterScope, VoteStatus } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** 在线表决: one motion or poll. The voter scope is resolved to `vote_voters` when it opens. */
export const votes = pgTable(
  'votes',
  {
    ...tenantRow(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    kind: varchar('kind', { length: 16 }).$type<VoteKind>().notNull(),
    options: jsonb('options').$type<VoteOption[]>().notNull(),
    maxChoices: integer('max_choices').notNull().default(1),
    voterScope: jsonb('voter_scope').$type<VoterScope>().notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    hideCounts: boolean('hide_counts').notNull().default(false),
    quorum: varchar('quorum', { length: 16 }).$type<VoteQuorum>().notNull(),
    passRule: varchar('pass_rule', { length: 32 }).$type<VotePassRule>().notNull(),
    opensAt: ts('opens_at'),
    closesAt: ts('closes_at'),
    status: varchar('status', { length: 16 }).$type<VoteStatus>().notNull().default('DRAFT'),
    caseId: integer('case_id'),
    createdBy: integer('created_by').notNull(),
    result: jsonb('result').$type<VoteResult>(),
    resultSha256: varchar('result_sha256', { length: 64 }).notNull().default(''),
    resultSm3: varchar('result_sm3', { length: 64 }).notNull().default(''),
    chainSeq: integer('chain_seq'),
    minutesUrl: varchar('minutes_url', { length: 512 }).notNull().default(''),
    minutesName: varchar('minutes_name', { length: 200 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('votes_tenant_status_idx').on(t.tenantId, t.status),
    check('votes_status_ck', sql`${t.status} in ('DRAFT', 'OPEN', 'CLOSED', 'CANCELLED')`),
    check('votes_result_ck', sql`(${t.status} = 'CLOSED') = (${t.result} is not null)`),
  ],
);

/** The voter list, frozen when the vote opens: who may cast a ballot. */
export const voteVoters = pgTable(
  'vote_voters',
  {
    tenantId: tenantId(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);

/**
 * Who has voted: one row per voter and vote (the primary key is the database's "one ballot each"). It carries
 * no id, no time and nothing of the ballot, so for an anonymous vote nothing joins it to `vote_ballots`.
 */
export const voteParticipations = pgTable(
  'vote_participations',
  {
    tenantId: tenantId(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);

/**
 * The ballots, immutable (trigger). The id is a random uuid, not a sequence; an anonymous ballot has neither voter
 * nor time. A named ballot keeps its voter (unique per vote) and time.
 */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id),
    voterId: integer('voter_id'),
    choices: jsonb('choices').$type<string[]>().notNull(),
    castAt: ts('cast_at'),
  },
  (t) => [
    index('vote_ballots_vote_idx').on(t.voteId),
    unique('vote_ballots_voter_uq').on(t.voteId, t.voterId),
    check('vote_ballots_named_ck', sql`(${t.voterId} is null) = (${t.castAt} is null)`),
  ],
);
