import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/token.ts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { findByTokenHash, type MeetingRecord, type ParticipantRecord } from './video.repo.ts';
import { isOver } from './video.workflow.ts';

/**
 * Meeting tokens: 256 random bits, only the SHA-256 kept (video_participants.join_token_hash), bound to one
 * participant of one meeting. A new invitation replaces the hash, so the old link dies; the token expires two hours
 * after the meeting's scheduled end (or two hours after the invitation, when that is later), and is refused once the
 * meeting ended, was cancelled, or the participant was removed.
 */

const GRACE_MS = 2 * 60 * 60 * 1000;

export function tokenExpiry(m: Pick<MeetingRecord, 'scheduledAt' | 'durationMinutes'>, now = new Date()): Date {
  const scheduledEnd = m.scheduledAt.getTime() + m.durationMinutes * 60_000;
  return new Date(Math.max(scheduledEnd, now.getTime()) + GRACE_MS);
}

export function issueToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Who a meeting token names. */
export interface MeetCaller {
  tenantId: number;
  meetingId: number;
  participantId: number;
  tokenHash: string;
}

const refused = (message: string) => new AppError('REQUIRED_LOGIN', message);

/** Why a token's participant may not be in the meeting now, or null when it may. */
export function tokenProblem(found: { p: ParticipantRecord; m: MeetingRecord; tenantStatus: string } | undefined, now = new Date()): string | null {
  if (!found || found.tenantStatus !== 'ACTIVE') return '入会链接无效，请向公证处索取新的链接';
  if (!found.p.tokenExpiresAt || found.p.tokenExpiresAt.getTime() <= now.getTime()) return '入会链接已过期，请向公证处索取新的链接';
  if (isOver(found.m.status)) return found.m.status === 'CANCELLED' ? '会议已取消，入会链接已失效' : '会议已结束，入会链接已失效';
  if (found.p.lobbyState === 'REMOVED') return '您已被移出本次会议';
  return null;
}

/** The x-meet-token header (or the socket path's token) → the caller, or 401 with a Chinese message. */
export async function resolveMeetToken(db: Database, token: string | undefined): Promise<MeetCaller> {
  if (!token || token.length > 128) throw refused('缺少入会凭据，请通过短信中的链接进入会议');
  const tokenHash = hashToken(token);
  const found = await asSystem(db, (tx) => findByTokenHash(tx, tokenHash));
  const problem = tokenProblem(found);
  if (problem) throw refused(problem);
  return { tenantId: found!.p.tenantId, meetingId: found!.m.id, participantId: found!.p.id, tokenHash };
}

/** Whether a token (by its hash) still opens its meeting: the minute re-check of guest sockets. */
export async function tokenStillValid(db: Database, tokenHash: string): Promise<boolean> {
  const found = await asSystem(db, (tx) => findByTokenHash(tx, tokenHash));
  return tokenProblem(found) === null;
}
