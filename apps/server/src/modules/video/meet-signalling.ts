import { MEET_MESSAGE, MEET_RECORDER, MEET_SOCKET_CLOSED, VIDEO_STAFF_ROLES, type MeetSignalData, type MeetSignalIn } from '@notaria/contracts';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { MeetConnection, RealtimeHub } from '../../realtime/hub.ts';
import { pushState } from './meet-state.ts';
import type { MeetingRecorder } from './recorder/index.ts';
import { appendEvent } from './video-log.ts';
import { isOnline } from './video.presenter.ts';
import { findMeeting, participantsOf, updateParticipant, type ParticipantRecord } from './video.repo.ts';
import { tokenStillValid } from './video-tokens.ts';
import { isOver } from './video.workflow.ts';

/**
 * Signalling over the websocket. Staff send MEET_* on their notice socket (/ws/{session}), guests on their meeting
 * socket (/ws/meet/{token}). A signal is relayed only between participants of the same meeting of the same
 * organisation who are online and admitted; a guest waiting in the lobby receives the state but can signal nobody.
 * Signals to 'recorder' go to the in-process recording peer while the meeting is recorded.
 */

export interface SignallingDeps {
  db: Database;
  hub: RealtimeHub;
  recorder: MeetingRecorder;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Who speaks on a socket. */
export type MeetSpeaker =
  | { kind: 'staff'; tenantId: number; userId: number; ip: string; ua: string }
  | { kind: 'guest'; tenantId: number; meetingId: number; participantId: number; tokenHash: string; ip: string; ua: string };

const MAX_SDP = 60_000;

/** This socket's meetings (a staff socket may be in several; a guest socket in its own). */
const joined = new WeakMap<WebSocket, Map<number, MeetConnection>>();

const sendError = (socket: WebSocket, meetingId: number, message: string) =>
  socket.send(JSON.stringify({ type: MEET_MESSAGE.ERROR, meetingId, message }), () => {});

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/** A signal's data as the relay passes it on: an SDP description and/or an ICE candidate, nothing else. */
function signalData(v: unknown): MeetSignalData | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const d = v as Record<string, unknown>;
  const out: MeetSignalData = {};
  if (d.description !== undefined) {
    const desc = d.description as Record<string, unknown> | null;
    if (!desc || typeof desc.type !== 'string' || !['offer', 'answer', 'pranswer', 'rollback'].includes(desc.type)) return undefined;
    if (desc.sdp !== undefined && (typeof desc.sdp !== 'string' || desc.sdp.length > MAX_SDP)) return undefined;
    out.description = { type: desc.type as 'offer', sdp: desc.sdp as string | undefined };
  }
  if (d.candidate !== undefined) {
    const c = d.candidate as Record<string, unknown> | null;
    if (c !== null && (typeof c !== 'object' || (c.candidate !== undefined && (typeof c.candidate !== 'string' || c.candidate.length > 2000))))
      return undefined;
    out.candidate =
      c === null
        ? null
        : {
            candidate: c.candidate as string | undefined,
            sdpMid: typeof c.sdpMid === 'string' ? c.sdpMid : null,
            sdpMLineIndex: typeof c.sdpMLineIndex === 'number' ? c.sdpMLineIndex : null,
            usernameFragment: typeof c.usernameFragment === 'string' ? c.usernameFragment : null,
          };
  }
  return out.description || out.candidate !== undefined ? out : undefined;
}

const isStaff = (p: ParticipantRecord) => VIDEO_STAFF_ROLES.includes(p.role);

async function loadMeeting(db: Database, tenantId: number, meetingId: number) {
  return inTenant(db, tenantId, async (tx) => {
    const m = await findMeeting(tx, tenantId, meetingId);
    return m ? { m, participants: await participantsOf(tx, tenantId, meetingId) } : undefined;
  });
}

/** Whether this instance still holds another socket of the participant in the meeting. */
const stillHere = (hub: RealtimeHub, conn: MeetConnection) =>
  hub.meetingConnections(conn.tenantId, conn.meetingId).some((c) => c !== conn && c.participantId === conn.participantId);

async function onLeave(deps: SignallingDeps, conn: MeetConnection): Promise<void> {
  joined.get(conn.socket)?.delete(conn.meetingId);
  if (stillHere(deps.hub, conn)) return;
  await inTenant(deps.db, conn.tenantId, async (tx) => {
    await updateParticipant(tx, conn.tenantId, conn.participantId, { leftAt: new Date() });
    await appendEvent(tx, conn.tenantId, conn.meetingId, { type: 'LEAVE', participantId: conn.participantId });
  });
  await pushState(deps.db, deps.hub, conn.tenantId, conn.meetingId);
}

async function join(deps: SignallingDeps, who: MeetSpeaker, socket: WebSocket, meetingId: number): Promise<void> {
  if (who.kind === 'guest' && meetingId !== who.meetingId) return sendError(socket, meetingId, '入会链接不属于此会议');
  const loaded = await loadMeeting(deps.db, who.tenantId, meetingId);
  const me = loaded?.participants.find((p) => (who.kind === 'guest' ? p.id === who.participantId : p.userId === who.userId && p.lobbyState !== 'REMOVED'));
  if (!loaded || !me) return sendError(socket, meetingId, '您不是本会议的参会人员');
  if (isOver(loaded.m.status)) {
    sendError(socket, meetingId, loaded.m.status === 'CANCELLED' ? '会议已取消' : '会议已结束');
    if (who.kind === 'guest') socket.close(MEET_SOCKET_CLOSED, 'meeting over');
    return;
  }
  if (me.lobbyState === 'REMOVED') {
    sendError(socket, meetingId, '您已被移出本次会议');
    socket.close(MEET_SOCKET_CLOSED, 'removed');
    return;
  }
  const mine = joined.get(socket) ?? new Map<number, MeetConnection>();
  joined.set(socket, mine);
  if (!mine.has(meetingId)) {
    const conn: MeetConnection = {
      socket,
      tenantId: who.tenantId,
      meetingId,
      participantId: me.id,
      guest: who.kind === 'guest',
      tokenHash: who.kind === 'guest' ? who.tokenHash : undefined,
    };
    mine.set(meetingId, conn);
    deps.hub.joinMeeting(conn, (c) => void onLeave(deps, c).catch((err: unknown) => deps.log.error({ err }, 'meeting leave not recorded')));
  }
  const wasOnline = isOnline(me);
  const wasJoined = !!me.joinedAt;
  await inTenant(deps.db, who.tenantId, async (tx) => {
    await updateParticipant(tx, who.tenantId, me.id, {
      joinedAt: new Date(),
      leftAt: null,
      ip: who.ip.slice(0, 64),
      ua: who.ua.slice(0, 300),
      ...(me.lobbyState === 'NONE' ? { lobbyState: isStaff(me) ? 'ADMITTED' : 'WAITING' } : {}),
    });
    if (!wasOnline) await appendEvent(tx, who.tenantId, meetingId, { type: wasJoined ? 'RECONNECTED' : 'JOIN', participantId: me.id, payload: { ip: who.ip } });
  });
  await pushState(deps.db, deps.hub, who.tenantId, meetingId);
}

async function relay(deps: SignallingDeps, socket: WebSocket, meetingId: number, to: unknown, data: MeetSignalData): Promise<void> {
  const conn = joined.get(socket)?.get(meetingId);
  if (!conn) return sendError(socket, meetingId, '请先加入会议');
  const loaded = await loadMeeting(deps.db, conn.tenantId, meetingId);
  const me = loaded?.participants.find((p) => p.id === conn.participantId);
  if (!loaded || !me || isOver(loaded.m.status)) return sendError(socket, meetingId, '会议已结束');
  if (me.lobbyState !== 'ADMITTED') return sendError(socket, meetingId, '请等候主持人准入');
  if (to === MEET_RECORDER) {
    if (loaded.m.status !== 'IN_PROGRESS' || loaded.m.recordMode !== 'SERVER') return sendError(socket, meetingId, '会议未在录制');
    const description = data.description?.sdp !== undefined ? { type: data.description.type, sdp: data.description.sdp } : undefined;
    await deps.recorder
      .signal({ tenantId: conn.tenantId, meetingId, participantId: me.id }, { description, candidate: data.candidate })
      .catch((err: unknown) => {
        deps.log.warn({ err, meetingId, participantId: me.id }, 'recorder refused a signal');
        sendError(socket, meetingId, '录制连接失败，请稍后重试');
      });
    return;
  }
  const target = isId(to) ? loaded.participants.find((p) => p.id === to) : undefined;
  if (!target || target.id === me.id || target.lobbyState !== 'ADMITTED' || !isOnline(target)) return sendError(socket, meetingId, '对方不在会议中');
  const message: MeetSignalIn = { type: MEET_MESSAGE.SIGNAL, meetingId, from: me.id, data };
  await deps.hub.sendMeet(conn.tenantId, meetingId, target.id, message);
}

/** One text message of a socket; anything that is not a MEET_* message is ignored. */
export async function onMeetMessage(deps: SignallingDeps, who: MeetSpeaker, socket: WebSocket, text: string): Promise<void> {
  let msg: Record<string, unknown>;
  try {
    msg = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return;
  }
  if (!msg || typeof msg !== 'object' || !isId(msg.meetingId)) return;
  const meetingId = msg.meetingId;
  if (msg.type === MEET_MESSAGE.JOIN) return join(deps, who, socket, meetingId);
  if (msg.type === MEET_MESSAGE.LEAVE) {
    const conn = joined.get(socket)?.get(meetingId);
    if (conn) deps.hub.leaveMeeting(conn);
    return;
  }
  if (msg.type === MEET_MESSAGE.SIGNAL) {
    const data = signalData(msg.data);
    if (!data) return sendError(socket, meetingId, '信令格式不正确');
    return relay(deps, socket, meetingId, msg.to, data);
  }
}

/** The minute re-check of guest sockets: a token revoked, expired or whose meeting ended closes its socket (4003). */
export async function sweepGuests(deps: SignallingDeps): Promise<void> {
  for (const conn of deps.hub.allMeetingConnections()) {
    if (!conn.guest || !conn.tokenHash) continue;
    let valid: boolean;
    try {
      valid = await tokenStillValid(deps.db, conn.tokenHash);
    } catch {
      return; // the database is away: keep the sockets
    }
    if (!valid) conn.socket.close(MEET_SOCKET_CLOSED, 'token no longer valid');
  }
}
