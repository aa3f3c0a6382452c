import type { VotePageQuery, VoteStatus } from '@notaria/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import { users } from '../user/user.table.ts';
import { voteBallots, voteParticipations, votes, voteVoters } from './vote.table.ts';

export type VoteRecord = typeof votes.$inferSelect;

export const { find: findVote, insert: insertVote, update: updateVote } = ownedRows(votes);

const voterOf = (userId: number) => exists(sql`(select 1 from ${voteVoters} where ${voteVoters.voteId} = ${votes.id} and ${voteVoters.userId} = ${userId})`);

/** Votes whose opening or closing time has come, to be settled before anyone reads them. */
/** Votes whose opening or closing time has come while they still wait for it. */
export const isDue = () => or(and(eq(votes.status, 'DRAFT'), lte(votes.opensAt, sql`now()`)), and(eq(votes.status, 'OPEN'), lte(votes.closesAt, sql`now()`)));

export const dueVotes = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: votes.id })
    .from(votes)
    .where(and(eq(votes.tenantId, tenantId), isDue()));

/** A list page: `MINE` the votes the user is on the voter list of, `CREATED` theirs (everyone's with `all`). */
export async function pageVotes(tx: Tx, tenantId: number, userId: number, q: VotePageQuery, all: boolean) {
  const scope = q.scope === 'MINE' ? voterOf(userId) : all ? undefined : eq(votes.createdBy, userId);
  const where = and(
    eq(votes.tenantId, tenantId),
    scope,
    q.status ? eq(votes.status, q.status as VoteStatus) : undefined,
    q.title ? ilike(votes.title, `%${q.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const list = await tx
    .select({
      id: votes.id,
      title: votes.title,
      kind: votes.kind,
      status: votes.status,
      anonymous: votes.anonymous,
      opensAt: votes.opensAt,
      closesAt: votes.closesAt,
      createdAt: votes.createdAt,
      createdBy: votes.createdBy,
      caseId: votes.caseId,
      result: votes.result,
      creatorName: sql<string>`coalesce((select u.name from users u where u.id = ${votes.createdBy}), '')`,
      caseNumber: sql<string>`coalesce((select c.business_number from cases c where c.id = ${votes.caseId}), '')`,
      eligible: sql<number>`(select count(*)::int from ${voteVoters} where ${voteVoters.voteId} = ${votes.id})`,
      cast: sql<number>`(select count(*)::int from ${voteParticipations} where ${voteParticipations.voteId} = ${votes.id})`,
      isVoter: sql<boolean>`exists (select 1 from ${voteVoters} where ${voteVoters.voteId} = ${votes.id} and ${voteVoters.userId} = ${userId})`,
      hasVoted: sql<boolean>`exists (select 1 from ${voteParticipations} where ${voteParticipations.voteId} = ${votes.id} and ${voteParticipations.userId} = ${userId})`,
    })
    .from(votes)
    .where(where)
    .orderBy(desc(votes.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ n }] = await tx.select({ n: count() }).from(votes).where(where);
  return { list, total: n };
}

export const insertVoters = (tx: Tx, tenantId: number, voteId: number, userIds: number[]) =>
  userIds.length ? tx.insert(voteVoters).values(userIds.map((userId) => ({ tenantId, voteId, userId }))) : Promise.resolve();

/** The voter list with names and whether each has voted, by name. */
export const votersOf = (tx: Tx, voteId: number) =>
  tx
    .select({
      userId: voteVoters.userId,
      name: sql<string>`coalesce(${users.name}, '')`,
      voted: sql<boolean>`exists (select 1 from ${voteParticipations} p where p.vote_id = ${voteVoters.voteId} and p.user_id = ${voteVoters.userId})`,
    })
    .from(voteVoters)
    .leftJoin(users, eq(users.id, voteVoters.userId))
    .where(eq(voteVoters.voteId, voteId))
    .orderBy(asc(users.name));

export async function isVoterOf(tx: Tx, voteId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ u: voteVoters.userId })
    .from(voteVoters)
    .where(and(eq(voteVoters.voteId, voteId), eq(voteVoters.userId, userId)));
  return rows.length > 0;
}

/** Records that the user voted; false when they already had (the primary key keeps one ballot each). */
export async function recordParticipation(tx: Tx, tenantId: number, voteId: number, userId: number): Promise<boolean> {
  const rows = await tx.insert(voteParticipations).values({ tenantId, voteId, userId }).onConflictDoNothing().returning({ u: voteParticipations.userId });
  return rows.length > 0;
}

export async function hasParticipated(tx: Tx, voteId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ u: voteParticipations.userId })
    .from(voteParticipations)
    .where(and(eq(voteParticipations.voteId, voteId), eq(voteParticipations.userId, userId)));
  return rows.length > 0;
}

export const insertBallot = (tx: Tx, values: typeof voteBallots.$inferInsert) => tx.insert(voteBallots).values(values).returning({ id: voteBallots.id });

/** Votes per choice key and the number of ballots (a vote has at most a few hundred ballots). */
export async function countsOf(tx: Tx, voteId: number): Promise<{ byKey: Map<string, number>; cast: number }> {
  const rows = await tx.select({ choices: voteBallots.choices }).from(voteBallots).where(eq(voteBallots.voteId, voteId));
  const byKey = new Map<string, number>();
  for (const r of rows) for (const c of r.choices) byKey.set(c, (byKey.get(c) ?? 0) + 1);
  return { byKey, cast: rows.length };
}

export async function eligibleOf(tx: Tx, voteId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(voteVoters).where(eq(voteVoters.voteId, voteId));
  return n;
}

export const voterIdsOf = async (tx: Tx, voteId: number) =>
  (await tx.select({ u: voteVoters.userId }).from(voteVoters).where(eq(voteVoters.voteId, voteId))).map((r) => r.u);

/** Named ballots (never those of anonymous votes: they have no voter). */
export const namedBallotsOf = (tx: Tx, voteId: number, voterIds?: number[]) =>
  tx
    .select({ voterId: voteBallots.voterId, choices: voteBallots.choices })
    .from(voteBallots)
    .where(and(eq(voteBallots.voteId, voteId), voterIds ? inArray(voteBallots.voterId, voterIds) : sql`${voteBallots.voterId} is not null`) as SQL);

/** The creator's name and the linked case's number, for a detail. */
export async function namesOf(tx: Tx, v: VoteRecord): Promise<{ creatorName: string; caseNumber: string }> {
  const [row] = await tx
    .select({
      creatorName: sql<string>`coalesce((select u.name from users u where u.id = ${v.createdBy}), '')`,
      caseNumber: sql<string>`coalesce((select c.business_number from cases c where c.id = ${v.caseId ?? 0}), '')`,
    })
    .from(votes)
    .where(eq(votes.id, v.id));
  return row ?? { creatorName: '', caseNumber: '' };
}

/** A case of the office by its business number (read without the business module's tables: one column is needed). */
export async function caseIdByNumber(tx: Tx, tenantId: number, businessNumber: string): Promise<number | null> {
  const result = await tx.execute(sql`select id from cases where tenant_id = ${tenantId} and business_number = ${businessNumber}`);
  // node-postgres answers { rows }, PGlite the rows themselves.
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { id: number }[] }).rows) as { id: number }[];
  return rows[0] ? Number(rows[0].id) : null;
}
