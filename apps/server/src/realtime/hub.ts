import type { WebSocket } from 'ws';
import type { Bus, BusEvent } from './bus.ts';

export interface Connection {
  socket: WebSocket;
  tenantId: number;
  userId: number;
  sessionId: number;
  token: string;
}

/** Close code sent when the session behind a socket has ended (logout, expiry, deactivation). */
export const SESSION_ENDED = 4001;
/**
 * Close code sent when this instance may have missed events (the bus was unreachable): the client
 * reconnects, as after any close other than 4001, and re-fetches its notices on reconnecting.
 */
export const RESYNC = 4002;

const key = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

/** A socket in a video meeting: a staff member's notice socket that joined it, or a guest's meeting socket. */
export interface MeetConnection {
  socket: WebSocket;
  tenantId: number;
  meetingId: number;
  participantId: number;
  /** A guest's socket (`/ws/meet/{token}`): closed when the meeting ends; a staff socket only leaves the meeting. */
  guest: boolean;
  /** A guest's token hash, re-checked every minute. */
  tokenHash?: string;
}

const meetKey = (tenantId: number, meetingId: number) => `${tenantId}:${meetingId}`;

/**
 * Holds this instance's sockets and acts on bus events. Delivery is keyed by tenant and user, so a
 * notice for tenant A can never reach a socket of tenant B, even for the same user id.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  /** Meeting sockets by tenant and meeting: a meeting message never reaches another meeting or organisation. */
  private readonly byMeeting = new Map<string, Set<MeetConnection>>();

  constructor(private readonly bus: Bus) {
    bus.subscribe((event) => this.onEvent(event));
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(conn: Connection): void {
    const k = key(conn.tenantId, conn.userId);
    let set = this.byUser.get(k);
    if (!set) this.byUser.set(k, (set = new Set()));
    set.add(conn);
    conn.socket.on('close', () => {
      set.delete(conn);
      if (set.size === 0 && this.byUser.get(k) === set) this.byUser.delete(k);
    });
  }

  connections(): Connection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Adds a socket to a meeting; `onLeave` runs once when it leaves (socket closed, left, or removed). */
  joinMeeting(conn: MeetConnection, onLeave: (conn: MeetConnection) => void): void {
    const k = meetKey(conn.tenantId, conn.meetingId);
    let set = this.byMeeting.get(k);
    if (!set) this.byMeeting.set(k, (set = new Set()));
    if (set.has(conn)) return;
    set.add(conn);
    const leave = () => {
      if (!set.delete(conn)) return;
      if (set.size === 0 && this.byMeeting.get(k) === set) this.byMeeting.delete(k);
      conn.socket.off('close', leave);
      this.leavers.delete(conn);
      onLeave(conn);
    };
    this.leavers.set(conn, leave);
    conn.socket.on('close', leave);
  }

  private readonly leavers = new Map<MeetConnection, () => void>();

  leaveMeeting(conn: MeetConnection): void {
    this.leavers.get(conn)?.();
  }

  /** This instance's sockets in a meeting. */
  meetingConnections(tenantId: number, meetingId: number): MeetConnection[] {
    return [...(this.byMeeting.get(meetKey(tenantId, meetingId)) ?? [])];
  }

  /** Every meeting socket of this instance. */
  allMeetingConnections(): MeetConnection[] {
    return [...this.byMeeting.values()].flatMap((set) => [...set]);
  }

  /** Sends a meeting message to one participant (`to`) or all, through the bus. */
  sendMeet(tenantId: number, meetingId: number, to: number | null, message: unknown): Promise<void> {
    return this.bus.publish({ kind: 'meet', tenantId, meetingId, to, message });
  }

  /** Ends a meeting's guest sockets (one participant's, or all) with `code`; staff sockets leave the meeting. */
  closeMeet(tenantId: number, meetingId: number, participantId: number | null, code: number): Promise<void> {
    return this.bus.publish({ kind: 'meetClose', tenantId, meetingId, participantId, code });
  }

  deliver(tenantId: number, userIds: number[], message: unknown): Promise<void> {
    return this.bus.publish({ kind: 'deliver', tenantId, userIds, message });
  }

  endSessions(sessionIds: number[]): Promise<void> {
    return sessionIds.length ? this.bus.publish({ kind: 'endSession', sessionIds }) : Promise.resolve();
  }

  endUser(tenantId: number, userId: number): Promise<void> {
    return this.bus.publish({ kind: 'endUser', tenantId, userId });
  }

  endTenant(tenantId: number): Promise<void> {
    return this.bus.publish({ kind: 'endTenant', tenantId });
  }

  close(): Promise<void> {
    for (const conn of this.connections()) conn.socket.close(1001, 'server shutting down');
    for (const conn of this.allMeetingConnections()) if (conn.guest) conn.socket.close(1001, 'server shutting down');
    return this.bus.close();
  }

  private onEvent(event: BusEvent): void {
    if (event.kind === 'deliver') {
      const text = JSON.stringify(event.message);
      for (const userId of event.userIds) {
        // A socket closing meanwhile reports the failed send to the callback instead of throwing.
        for (const conn of this.byUser.get(key(event.tenantId, userId)) ?? []) conn.socket.send(text, () => {});
      }
    } else if (event.kind === 'meet') {
      const text = JSON.stringify(event.message);
      for (const conn of this.meetingConnections(event.tenantId, event.meetingId)) {
        if (event.to === null || conn.participantId === event.to) conn.socket.send(text, () => {});
      }
    } else if (event.kind === 'meetClose') {
      for (const conn of this.meetingConnections(event.tenantId, event.meetingId)) {
        if (event.participantId !== null && conn.participantId !== event.participantId) continue;
        if (conn.guest) conn.socket.close(event.code, 'meeting closed');
        else this.leaveMeeting(conn);
      }
    } else if (event.kind === 'resync') {
      for (const conn of this.connections()) conn.socket.close(RESYNC, 'resync');
    } else if (event.kind === 'endSession') {
      const ended = new Set(event.sessionIds);
      for (const conn of this.connections()) if (ended.has(conn.sessionId)) conn.socket.close(SESSION_ENDED, 'session ended');
    } else if (event.kind === 'endUser') {
      for (const conn of this.byUser.get(key(event.tenantId, event.userId)) ?? []) conn.socket.close(SESSION_ENDED, 'session ended');
    } else if (event.kind === 'endTenant') {
      for (const conn of this.connections()) if (conn.tenantId === event.tenantId) conn.socket.close(SESSION_ENDED, 'session ended');
    }
  }
}
