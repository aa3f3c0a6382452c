import { createHash } from 'node:crypto';
import type { VideoEventType } from '@notaria/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { videoEvents } from './video.table.ts';

/** The meeting log: one hash chain per meeting, the time from the database clock, rows append-only (trigger). */

export const LOG_GENESIS = '0'.repeat(64);
/** First key of the per-meeting advisory lock that serialises appends ('vlog'). */
const LOCK_CLASS = 0x766c6f67;

type EventRow = typeof videoEvents.$inferSelect;

interface Linked {
  tenantId: number;
  meetingId: number;
  seq: number;
  type: VideoEventType;
  participantId: number | null;
  actorUserId: number | null;
  at: Date;
  payload: Record<string, unknown>;
}

/** The hash of one row: the previous hash and every field, as canonical JSON. */
export function eventHash(e: Linked, prevHash: string): string {
  const fields = [prevHash, e.tenantId, e.meetingId, e.seq, e.type, e.participantId, e.actorUserId, e.at.toISOString(), e.payload];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}

export interface NewEvent {
  type: VideoEventType;
  participantId?: number | null;
  actorUserId?: number | null;
  payload?: Record<string, unknown>;
}

/** Appends one event in the caller's transaction and returns it. */
export async function appendEvent(tx: Tx, tenantId: number, meetingId: number, e: NewEvent): Promise<EventRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${meetingId})`);
  const [last] = await tx
    .select({ seq: videoEvents.seq, hash: videoEvents.hash })
    .from(videoEvents)
    .where(and(eq(videoEvents.tenantId, tenantId), eq(videoEvents.meetingId, meetingId)))
    .orderBy(desc(videoEvents.seq))
    .limit(1);
  // Milliseconds: what a JavaScript date and the ISO text in the hash both hold.
  const clock = await tx.execute(sql`select to_char(date_trunc('milliseconds', clock_timestamp()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`);
  // node-postgres answers { rows }, PGlite the rows themselves.
  const rows = (Array.isArray(clock) ? clock : (clock as unknown as { rows: { at: string }[] }).rows) as { at: string }[];
  const at = new Date(rows[0].at);
  const linked: Linked = {
    tenantId,
    meetingId,
    seq: (last?.seq ?? 0) + 1,
    type: e.type,
    participantId: e.participantId ?? null,
    actorUserId: e.actorUserId ?? null,
    at,
    payload: e.payload ?? {},
  };
  const prevHash = last?.hash ?? LOG_GENESIS;
  const [row] = await tx
    .insert(videoEvents)
    .values({ ...linked, prevHash, hash: eventHash(linked, prevHash) })
    .returning();
  return row;
}

export const eventsOf = (tx: Tx, tenantId: number, meetingId: number) =>
  tx
    .select()
    .from(videoEvents)
    .where(and(eq(videoEvents.tenantId, tenantId), eq(videoEvents.meetingId, meetingId)))
    .orderBy(asc(videoEvents.seq));

export interface LogCheck {
  intact: boolean;
  count: number;
  brokenAt: number | null;
  head: string;
}

/** Recomputes the chain: the first row whose seq, link or hash does not match is named. */
export function checkChain(rows: EventRow[]): LogCheck {
  let prev = LOG_GENESIS;
  for (const [i, r] of rows.entries()) {
    const ok = r.seq === i + 1 && r.prevHash === prev && r.hash === eventHash({ ...r, at: new Date(r.at), payload: r.payload ?? {} }, r.prevHash);
    if (!ok) return { intact: false, count: rows.length, brokenAt: r.seq, head: rows.at(-1)?.hash ?? LOG_GENESIS };
    prev = r.hash;
  }
  return { intact: true, count: rows.length, brokenAt: null, head: prev };
}
