import { hasPermission, VIDEO_STAFF_ROLES } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findMeeting, participantsOf, type MeetingRecord, type ParticipantRecord } from './video.repo.ts';

/** Who may see and run a meeting. */

export const MANAGE_ALL = 'standaloneVideoMeet:index:manage';
export const CREATE_STANDALONE = 'standaloneVideoMeet:index:create';
export const CASE_MEETING = 'business:accept:videoMeeting';
export const SEE_RECORDINGS = 'standaloneVideoMeet:index:recording';

export const managesAll = (actor: Actor) => hasPermission(actor.permissions, MANAGE_ALL);

export interface MeetingView {
  m: MeetingRecord;
  participants: ParticipantRecord[];
  /** The caller's own participant row (staff), if any. */
  mine: ParticipantRecord | undefined;
}

/** The meeting, when the caller may see it: host, a staff participant, 管理全部会议, or 受理's 视频会议 for a case meeting. */
export async function visibleMeeting(tx: Tx, actor: Actor, id: number, lock = false): Promise<MeetingView> {
  const m = await findMeeting(tx, actor.tenantId, id, lock);
  if (!m) throw notFound('会议');
  const participants = await participantsOf(tx, actor.tenantId, m.id);
  const mine = participants.find((p) => p.userId === actor.userId && p.lobbyState !== 'REMOVED');
  const sees = m.hostId === actor.userId || !!mine || managesAll(actor) || (m.caseId !== null && hasPermission(actor.permissions, CASE_MEETING));
  if (!sees) throw notFound('会议');
  return { m, participants, mine };
}

/** Whether the caller runs the meeting: its host, a staff participant (公证员, 助理), or 管理全部会议. */
export const mayRun = (actor: Actor, v: MeetingView) =>
  v.m.hostId === actor.userId || (!!v.mine && VIDEO_STAFF_ROLES.includes(v.mine.role)) || managesAll(actor);

export function assertMayRun(actor: Actor, v: MeetingView): void {
  if (!mayRun(actor, v)) throw forbidden('只有主持人、参会公证人员或会议管理人员可以执行此操作');
}

/** Recordings: 查看录像, or 受理's 视频会议 for a case meeting's. */
export function assertMaySeeRecordings(actor: Actor, m: MeetingRecord): void {
  if (hasPermission(actor.permissions, SEE_RECORDINGS)) return;
  if (m.caseId !== null && hasPermission(actor.permissions, CASE_MEETING)) return;
  throw forbidden('您没有查看会议录像的权限');
}
