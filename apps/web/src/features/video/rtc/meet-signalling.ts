import { SocketClient, socketUrl, type SocketClientOptions } from '../../../lib/socket';
import {
  MEET_MESSAGE,
  MEET_SOCKET_CLOSED,
  type MeetErrorMessage,
  type MeetSignalData,
  type MeetSignalIn,
  type MeetStateMessage,
  type MEET_RECORDER,
} from '@notaria/contracts';

export type SignallingStatus = 'connecting' | 'open' | 'lost' | 'closed';

export interface SignallingEvents {
  state(message: MeetStateMessage): void;
  signal(message: MeetSignalIn): void;
  error(message: MeetErrorMessage): void;
  status(status: SignallingStatus): void;
}

/** Where a guest's socket goes: `/ws/meet/{meeting token}`. */
export function guestSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return socketUrl(token, location).replace(/\/ws\//, '/ws/meet/');
}

/**
 * One meeting over the live channel: joins on every (re)connection, relays offers, answers and candidates, and
 * hands the meeting's state, signals and errors to `events`. Staff use their session socket, guests the meeting link's.
 */
export class MeetSignalling {
  private readonly client: SocketClient;
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly meetingId: number,
    private readonly credential: string,
    private readonly events: SignallingEvents,
    options: { guest: boolean } & Pick<SocketClientOptions, 'WebSocketImpl' | 'baseDelayMs' | 'maxDelayMs'>,
  ) {
    this.client = new SocketClient({
      ...options,
      url: options.guest ? (t) => guestSocketUrl(t) : undefined,
      onOpen: () => {
        this.client.send({ type: MEET_MESSAGE.JOIN, meetingId });
        events.status('open');
      },
      onClose: (code) => {
        if (code === MEET_SOCKET_CLOSED) {
          this.client.stop();
          events.status('closed');
        } else events.status('lost');
      },
      onSessionEnded: () => events.status('closed'),
    });
    const mine = (m: { meetingId?: unknown }) => m.meetingId === meetingId;
    this.offs.push(
      this.client.onMessage(MEET_MESSAGE.STATE, (_d, m) => mine(m as MeetStateMessage) && events.state(m as MeetStateMessage)),
      this.client.onMessage(MEET_MESSAGE.SIGNAL, (_d, m) => mine(m as MeetSignalIn) && events.signal(m as MeetSignalIn)),
      this.client.onMessage(MEET_MESSAGE.ERROR, (_d, m) => mine(m as MeetErrorMessage) && events.error(m as MeetErrorMessage)),
    );
  }

  get connected() {
    return this.client.connected;
  }

  start() {
    this.events.status('connecting');
    this.client.start(this.credential);
  }

  send(to: number | typeof MEET_RECORDER, data: MeetSignalData): boolean {
    return this.client.send({ type: MEET_MESSAGE.SIGNAL, meetingId: this.meetingId, to, data });
  }

  /** Leaves the meeting (said to the server when still connected) and closes the socket. */
  stop() {
    this.client.send({ type: MEET_MESSAGE.LEAVE, meetingId: this.meetingId });
    for (const off of this.offs) off();
    this.client.stop();
  }
}
