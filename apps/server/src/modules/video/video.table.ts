import type { VideoEventType, VideoLobbyState, VideoMeetingStatus, VideoPurpose, VideoRecordMode, VideoRole } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { cases } from '../business/business.table.ts';
import { storedFiles } from '../files/file.table.ts';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** 视频会议: a scheduled meeting, standalone or for a case (视频公证). */
export const videoMeetings = pgTable(
  'video_meetings',
  {
    ...tenantRow(),
    meetingNo: varchar('meeting_no', { length: 64 }).notNull(),
    caseId: integer('case_id').references(() => cases.id),
    title: varchar('title', { length: 100 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).$type<VideoPurpose>().notNull(),
    hostId: integer('host_id').notNull(),
    scheduledAt: ts('scheduled_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    sealedAt: ts('sealed_at'),
    status: varchar('status', { length: 16 }).$type<VideoMeetingStatus>().notNull().default('SCHEDULED'),
    recordMode: varchar('record_mode', { length: 16 }).$type<VideoRecordMode>().notNull(),
    consularPost: varchar('consular_post', { length: 100 }).notNull().default(''),
    notes: varchar('notes', { length: 1000 }).notNull().default(''),
    cancelReason: varchar('cancel_reason', { length: 500 }).notNull().default(''),
    /** The integrity-chain entry written when sealed (the log head and the recordings' hashes). */
    chainSeq: integer('chain_seq'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('video_meetings_no_uq').on(t.tenantId, t.meetingNo),
    index('video_meetings_tenant_status_idx').on(t.tenantId, t.status, t.scheduledAt),
    index('video_meetings_case_idx').on(t.caseId),
    check('video_meetings_status_ck', sql`${t.status} in ('SCHEDULED', 'IN_PROGRESS', 'ENDED', 'SEALED', 'CANCELLED')`),
    check('video_meetings_record_mode_ck', sql`${t.recordMode} in ('SERVER', 'NONE')`),
  ],
);

/**
 * Who takes part: staff (user_id) or outside people (a case party, or a name and phone). An outside participant
 * joins with a meeting token: 256 random bits, only its SHA-256 kept here, bound to this row, expiring.
 */
export const videoParticipants = pgTable(
  'video_participants',
  {
    ...tenantRow(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => videoMeetings.id),
    role: varchar('role', { length: 16 }).$type<VideoRole>().notNull(),
    userId: integer('user_id'),
    casePartyId: integer('case_party_id'),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    idNo: varchar('id_no', { length: 32 }).notNull().default(''),
    joinTokenHash: varchar('join_token_hash', { length: 64 }),
    tokenExpiresAt: ts('token_expires_at'),
    invitedAt: ts('invited_at'),
    lobbyState: varchar('lobby_state', { length: 16 }).$type<VideoLobbyState>().notNull().default('NONE'),
    joinedAt: ts('joined_at'),
    leftAt: ts('left_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ua: varchar('ua', { length: 300 }).notNull().default(''),
    faceRecordId: integer('face_record_id'),
    faceResult: varchar('face_result', { length: 8 }).$type<'PASS' | 'FAIL'>(),
    faceScore: integer('face_score'),
    identityConfirmedAt: ts('identity_confirmed_at'),
    identityConfirmedBy: integer('identity_confirmed_by'),
    consentAt: ts('consent_at'),
    consentSpokenAt: ts('consent_spoken_at'),
    idShownAt: ts('id_shown_at'),
    declaredLocation: varchar('declared_location', { length: 200 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('video_participants_meeting_idx').on(t.meetingId),
    uniqueIndex('video_participants_token_uq').on(t.joinTokenHash),
    check('video_participants_lobby_ck', sql`${t.lobbyState} in ('NONE', 'WAITING', 'ADMITTED', 'REMOVED')`),
  ],
);

/** One participant's recording: a WebM stored as a file, hashed and chained when the meeting ends. */
export const videoRecordings = pgTable(
  'video_recordings',
  {
    ...tenantRow(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => videoMeetings.id),
    participantId: integer('participant_id')
      .notNull()
      .references(() => videoParticipants.id),
    fileId: varchar('file_id', { length: 64 })
      .notNull()
      .references(() => storedFiles.id),
    mime: varchar('mime', { length: 64 }).notNull(),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    sm3: varchar('sm3', { length: 64 }).notNull(),
    chainSeq: integer('chain_seq'),
    complete: boolean('complete').notNull(),
    gaps: jsonb('gaps').$type<{ fromMs: number; toMs: number }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('video_recordings_meeting_idx').on(t.meetingId)],
);

/** The meeting log: a hash chain per meeting (append-only by trigger). */
export const videoEvents = pgTable(
  'video_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => videoMeetings.id),
    seq: integer('seq').notNull(),
    type: varchar('type', { length: 32 }).$type<VideoEventType>().notNull(),
    participantId: integer('participant_id'),
    actorUserId: integer('actor_user_id'),
    at: ts('at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('video_events_meeting_seq_uq').on(t.meetingId, t.seq)],
);
