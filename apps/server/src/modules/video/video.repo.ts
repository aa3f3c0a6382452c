import type { VideoMeetingPageQuery } from '@notaria/contracts';
import { and, asc, desc, eq, exists, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { caseParties, cases } from '../business/business.table.ts';
import { storedFiles } from '../files/file.table.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { users } from '../user/user.table.ts';
import { videoMeetings, videoParticipants, videoRecordings } from './video.table.ts';

export type MeetingRecord = typeof videoMeetings.$inferSelect;
export type ParticipantRecord = typeof videoParticipants.$inferSelect;
export type RecordingRecord = typeof videoRecordings.$inferSelect;

export const { find: findMeeting, insert: insertMeeting, update: updateMeeting } = ownedRows(videoMeetings);
export const { find: findParticipant, insert: insertParticipant, update: updateParticipant } = ownedRows(videoParticipants);
export const { insert: insertRecording, update: updateRecording } = ownedRows(videoRecordings);

export const participantsOf = (tx: Tx, tenantId: number, meetingId: number) =>
  tx
    .select()
    .from(videoParticipants)
    .where(and(eq(videoParticipants.tenantId, tenantId), eq(videoParticipants.meetingId, meetingId)))
    .orderBy(asc(videoParticipants.id));

export const recordingsOf = (tx: Tx, tenantId: number, meetingId: number) =>
  tx
    .select()
    .from(videoRecordings)
    .where(and(eq(videoRecordings.tenantId, tenantId), eq(videoRecordings.meetingId, meetingId)))
    .orderBy(asc(videoRecordings.id));

/** A recording with its stored file's place. */
export async function findRecordingFile(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ r: videoRecordings, path: storedFiles.path, name: storedFiles.name })
    .from(videoRecordings)
    .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.fileId))
    .where(and(eq(videoRecordings.tenantId, tenantId), eq(videoRecordings.id, id)));
  return row;
}

// In the select list of a one-table query drizzle writes a column as "id", which a subquery over video_participants
// reads as its own id: the meeting's id is named with its table.
const OUTER_MEETING_ID = sql`${videoMeetings}.${sql.identifier(videoMeetings.id.name)}`;

const participates = (userId: number) =>
  exists(sql`(select 1 from ${videoParticipants} p where p.meeting_id = ${OUTER_MEETING_ID} and p.user_id = ${userId} and p.lobby_state <> 'REMOVED')`);

const mineWhere = (userId: number) => or(eq(videoMeetings.hostId, userId), participates(userId));

/** The office's meetings (all, or the caller's: hosted or taking part), newest scheduled first. */
export async function pageMeetings(tx: Tx, tenantId: number, userId: number, q: VideoMeetingPageQuery, all: boolean) {
  const where: SQL | undefined = and(
    eq(videoMeetings.tenantId, tenantId),
    all ? undefined : mineWhere(userId),
    q.status ? eq(videoMeetings.status, q.status) : undefined,
    q.caseId ? eq(videoMeetings.caseId, q.caseId) : undefined,
    q.keyword ? or(contains(videoMeetings.title, q.keyword), contains(videoMeetings.meetingNo, q.keyword)) : undefined,
    q.dateFrom ? gte(videoMeetings.scheduledAt, new Date(q.dateFrom)) : undefined,
    q.dateTo ? lte(videoMeetings.scheduledAt, new Date(q.dateTo)) : undefined,
  );
  const list = tx
    .select({
      m: videoMeetings,
      hostName: sql<string>`coalesce((select u.name from users u where u.id = ${videoMeetings.hostId}), '')`,
      businessNumber: sql<string>`coalesce((select c.business_number from cases c where c.id = ${videoMeetings.caseId}), '')`,
      participantCount: sql<number>`(select count(*)::int from video_participants p where p.meeting_id = ${OUTER_MEETING_ID})`,
      recordingCount: sql<number>`(select count(*)::int from video_recordings r where r.meeting_id = ${OUTER_MEETING_ID})`,
      myParticipantId: sql<number | null>`(select min(p.id) from video_participants p where p.meeting_id = ${OUTER_MEETING_ID} and p.user_id = ${userId})`,
    })
    .from(videoMeetings)
    .where(where)
    .orderBy(desc(videoMeetings.scheduledAt), desc(videoMeetings.id))
    .$dynamic();
  return paged(tx, videoMeetings, where, q, list);
}

export async function namesOf(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((x) => x > 0))];
  if (!unique.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.id} in ${unique}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findUser(tx: Tx, tenantId: number, userId: number) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, phone: users.phone, activated: users.activated })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u;
}

export async function findCaseOf(tx: Tx, tenantId: number, caseId: number) {
  const [c] = await tx
    .select({ id: cases.id, businessNumber: cases.businessNumber })
    .from(cases)
    .where(and(eq(cases.tenantId, tenantId), eq(cases.id, caseId)));
  return c;
}

export async function findCaseParty(tx: Tx, tenantId: number, caseId: number, partyId: number) {
  const [p] = await tx
    .select()
    .from(caseParties)
    .where(and(eq(caseParties.tenantId, tenantId), eq(caseParties.caseId, caseId), eq(caseParties.id, partyId)));
  return p;
}

/** A meeting token's participant, meeting and office (read as the system: the token is the only credential). */
export async function findByTokenHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ p: videoParticipants, m: videoMeetings, tenantStatus: tenants.status })
    .from(videoParticipants)
    .innerJoin(videoMeetings, eq(videoMeetings.id, videoParticipants.meetingId))
    .innerJoin(tenants, eq(tenants.id, videoParticipants.tenantId))
    .where(eq(videoParticipants.joinTokenHash, tokenHash));
  return row;
}

/** A case's sealed meetings' recordings: what its archive volume takes in. */
export const caseRecordings = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select({ r: videoRecordings, meetingNo: videoMeetings.meetingNo, participantName: videoParticipants.displayName, fileName: storedFiles.name })
    .from(videoRecordings)
    .innerJoin(videoMeetings, eq(videoMeetings.id, videoRecordings.meetingId))
    .innerJoin(videoParticipants, eq(videoParticipants.id, videoRecordings.participantId))
    .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.fileId))
    .where(and(eq(videoRecordings.tenantId, tenantId), eq(videoMeetings.caseId, caseId)))
    .orderBy(asc(videoRecordings.id));
