import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, SESSION_ENDED_CODE, SocketClient, socketUrl } from './socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number } | null = null;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = { code };
    this.readyState = 3;
  }
  // server side
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  static last() {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }
}

const make = (extra: Partial<ConstructorParameters<typeof SocketClient>[0]> = {}) =>
  new SocketClient({ WebSocketImpl: FakeSocket, url: (t) => `ws://test/ws/${t}`, random: () => 0.5, ...extra });

describe('socket client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds ws:// or wss:// from the page address', () => {
    expect(socketUrl('abc', { protocol: 'http:', host: 'x:3000' })).toBe('ws://x:3000/ws/abc');
    expect(socketUrl('abc', { protocol: 'https:', host: 'x' })).toBe('wss://x/ws/abc');
  });

  it('connects with the token and sends PING every 10 000 ms', () => {
    const c = make();
    c.start('tok');
    const s = FakeSocket.last();
    expect(s.url).toBe('ws://test/ws/tok');
    s.open();
    vi.advanceTimersByTime(9_999);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.sent).toEqual(['PING']);
    vi.advanceTimersByTime(20_000);
    expect(s.sent).toEqual(['PING', 'PING', 'PING']);
    c.stop();
  });

  it('ignores PONG and dispatches other types to their handlers; a throwing handler is only logged', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = make();
    const pong = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const good = vi.fn();
    const other = vi.fn();
    c.onMessage('PONG', pong);
    c.onMessage('MESSAGE', broken);
    c.onMessage('MESSAGE', good);
    const off = c.onMessage('OTHER', other);
    c.start('tok');
    const s = FakeSocket.last();
    s.open();
    s.receive({ type: 'PONG' });
    expect(pong).not.toHaveBeenCalled();
    s.receive({ type: 'MESSAGE', data: { id: 7 } });
    expect(broken).toHaveBeenCalledOnce();
    expect(good).toHaveBeenCalledWith({ id: 7 }, { type: 'MESSAGE', data: { id: 7 } });
    expect(errors).toHaveBeenCalled();
    s.receive({ type: 'OTHER', data: 1 });
    expect(other).toHaveBeenCalledOnce();
    off();
    s.receive({ type: 'OTHER', data: 2 });
    expect(other).toHaveBeenCalledOnce();
    s.receive('not json');
    expect(good).toHaveBeenCalledOnce();
    c.stop();
  });

  it('reconnects with growing delays up to the cap, never giving up, and refreshes after each reconnect', () => {
    const onReconnect = vi.fn();
    const c = make({ onReconnect });
    c.start('tok');
    FakeSocket.last().open();
    expect(onReconnect).not.toHaveBeenCalled();

    // With random() = 0.5 the jitter is zero: 1 s, 2 s, 4 s … 30 s.
    const expected = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000];
    FakeSocket.last().drop();
    for (const delay of expected) {
      const before = FakeSocket.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(before + 1);
      FakeSocket.last().drop();
    }
    expect(c.active).toBe(true);

    // The next one connects: the count and list are refreshed and the backoff starts over.
    vi.advanceTimersByTime(30_000);
    FakeSocket.last().open();
    expect(onReconnect).toHaveBeenCalledOnce();
    FakeSocket.last().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all.length).toBe(before + 1);
    FakeSocket.last().open();
    expect(onReconnect).toHaveBeenCalledTimes(2);
    c.stop();
  });

  it('adds ±30 % jitter to the delay', () => {
    expect(backoffDelay(1, 1000, 30000, 0.3, () => 0)).toBe(700);
    expect(backoffDelay(1, 1000, 30000, 0.3, () => 1)).toBe(1300);
    expect(backoffDelay(3, 1000, 30000, 0.3, () => 0.5)).toBe(4000);
    expect(backoffDelay(20, 1000, 30000, 0.3, () => 1)).toBe(39000);
  });

  it('does not reconnect after the server ends the session (4001)', () => {
    const onSessionEnded = vi.fn();
    const c = make({ onSessionEnded });
    c.start('tok');
    FakeSocket.last().open();
    FakeSocket.last().drop(SESSION_ENDED_CODE);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(c.active).toBe(false);
  });

  it('stops on logout: closes the socket, no heartbeat, no reconnect', () => {
    const c = make();
    c.start('tok');
    const s = FakeSocket.last();
    s.open();
    c.stop();
    expect(s.closed).toEqual({ code: 1000 });
    vi.advanceTimersByTime(120_000);
    expect(s.sent).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops a pending reconnect on logout', () => {
    const c = make();
    c.start('tok');
    FakeSocket.last().drop();
    c.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
