import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestSocketUrl, MeetSignalling, type SignallingEvents } from './meet-signalling';
import { readStats } from './peer-stats';

/** A WebSocket the test opens, closes and speaks through as the server would. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((e: Event) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function signalling(guest: boolean) {
  const events = { state: vi.fn(), signal: vi.fn(), error: vi.fn(), status: vi.fn() } satisfies SignallingEvents;
  const s = new MeetSignalling(7, 'tok-123', events, {
    guest,
    WebSocketImpl: FakeSocket as never,
    baseDelayMs: 1,
    maxDelayMs: 1,
  });
  s.start();
  return { s, events, socket: () => FakeSocket.all.at(-1)! };
}

describe('MeetSignalling', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.useRealTimers();
  });

  it('a guest connects to /ws/meet/{token}, staff to their session socket', () => {
    expect(guestSocketUrl('a b', { protocol: 'https:', host: 'gz.example.cn' })).toBe('wss://gz.example.cn/ws/meet/a%20b');
    signalling(true);
    signalling(false);
    expect(FakeSocket.all.map((f) => new URL(f.url).pathname)).toEqual(['/ws/meet/tok-123', '/ws/tok-123']);
  });

  it('joins on every connection, sends signals to one participant or the recorder, and hands on only its meeting', async () => {
    vi.useFakeTimers();
    const { s, events, socket } = signalling(false);
    const first = socket();
    expect(s.send(2, { candidate: null })).toBe(false);
    first.open();
    expect(first.sent).toEqual([{ type: 'MEET_JOIN', meetingId: 7 }]);
    expect(s.send('recorder', { description: { type: 'offer', sdp: 'v=0' } })).toBe(true);
    expect(first.sent[1]).toEqual({ type: 'MEET_SIGNAL', meetingId: 7, to: 'recorder', data: { description: { type: 'offer', sdp: 'v=0' } } });

    first.push({ type: 'MEET_STATE', meetingId: 7, status: 'SCHEDULED', participants: [] });
    first.push({ type: 'MEET_STATE', meetingId: 8, status: 'SCHEDULED', participants: [] });
    first.push({ type: 'MEET_SIGNAL', meetingId: 7, from: 2, data: { candidate: null } });
    first.push({ type: 'MEET_ERROR', meetingId: 7, message: '您不是本会议的参会人员' });
    expect(events.state).toHaveBeenCalledTimes(1);
    expect(events.signal).toHaveBeenCalledWith(expect.objectContaining({ from: 2 }));
    expect(events.error).toHaveBeenCalledWith(expect.objectContaining({ message: '您不是本会议的参会人员' }));

    // The network drops: lost, then a new socket joins again.
    first.drop(1006);
    expect(events.status).toHaveBeenLastCalledWith('lost');
    await vi.advanceTimersByTimeAsync(5);
    const second = socket();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ type: 'MEET_JOIN', meetingId: 7 }]);
    expect(events.status).toHaveBeenLastCalledWith('open');

    s.stop();
    expect(second.sent.at(-1)).toEqual({ type: 'MEET_LEAVE', meetingId: 7 });
  });

  it('a close with 4003 (meeting over, link revoked) ends it without reconnecting', async () => {
    vi.useFakeTimers();
    const { events, socket } = signalling(true);
    socket().open();
    socket().drop(4003);
    await vi.advanceTimersByTimeAsync(50);
    expect(FakeSocket.all).toHaveLength(1);
    expect(events.status).toHaveBeenLastCalledWith('closed');
  });
});

describe('readStats', () => {
  it('adds the frames decoded and packets of every inbound stream and grades loss and round trip', () => {
    const q = readStats([
      { type: 'inbound-rtp', kind: 'video', framesDecoded: 120, packetsLost: 1, packetsReceived: 400 },
      { type: 'inbound-rtp', kind: 'audio', packetsLost: 0, packetsReceived: 300 },
      { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.042 },
    ]);
    expect(q).toEqual({ framesDecoded: 120, packetsLost: 1, packetsReceived: 700, roundTripMs: 42, grade: 'good' });
    expect(readStats([{ type: 'inbound-rtp', packetsLost: 30, packetsReceived: 470 }]).grade).toBe('fair');
    expect(
      readStats([
        { type: 'inbound-rtp', packetsLost: 5, packetsReceived: 95 },
        { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 1.2 },
      ]).grade,
    ).toBe('poor');
    expect(readStats([]).grade).toBe('unknown');
  });
});
