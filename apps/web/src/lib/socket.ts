import { WS_HEARTBEAT_MS, WS_PING } from '@notaria/contracts';

/** Close code the server uses when the session behind the socket has ended. */
export const SESSION_ENDED_CODE = 4001;

export type MessageHandler = (data: unknown, message: { type: string; data?: unknown }) => void;

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
};

export interface SocketClientOptions {
  /** Builds the address for a session token. */
  url?: (token: string) => string;
  /** The WebSocket class; tests pass a fake. */
  WebSocketImpl?: new (url: string) => SocketLike;
  heartbeatMs?: number;
  /** First reconnect delay; doubles on every failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** ± share of the delay added at random so that many clients do not reconnect together. */
  jitter?: number;
  random?: () => number;
  /** Runs after every successful reconnect (not after the first connection). */
  onReconnect?: () => void;
  /** Runs when the server closes the socket because the session ended. */
  onSessionEnded?: () => void;
  /** Runs after every successful connection, the first one included (a caller that must announce itself again). */
  onOpen?: () => void;
  /** Runs when the socket closes for any other reason than `stop`, with the close code; `stop()` here ends the retries. */
  onClose?: (code: number) => void;
}

export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/${encodeURIComponent(token)}`;
}

/** Delay before reconnect attempt `attempt` (1-based): base · 2^(attempt-1), capped, with ± jitter. */
export function backoffDelay(attempt: number, base: number, max: number, jitter: number, random: () => number) {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.max(0, Math.round(plain * (1 + (random() * 2 - 1) * jitter)));
}

/**
 * The live channel: connects with the session token, sends PING on a fixed heartbeat, ignores
 * PONG, hands every other typed message to the handlers registered for its type, and reconnects
 * with exponential backoff for as long as it is started. A close with code 4001 ends it.
 */
export class SocketClient {
  private readonly opts: Required<Omit<SocketClientOptions, 'onReconnect' | 'onSessionEnded' | 'onOpen' | 'onClose'>> &
    Pick<SocketClientOptions, 'onReconnect' | 'onSessionEnded' | 'onOpen' | 'onClose'>;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private openedOnce = false;

  constructor(options: SocketClientOptions = {}) {
    this.opts = {
      url: options.url ?? ((t) => socketUrl(t)),
      WebSocketImpl: options.WebSocketImpl ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike),
      heartbeatMs: options.heartbeatMs ?? WS_HEARTBEAT_MS,
      baseDelayMs: options.baseDelayMs ?? 1_000,
      maxDelayMs: options.maxDelayMs ?? 30_000,
      jitter: options.jitter ?? 0.3,
      random: options.random ?? Math.random,
      onReconnect: options.onReconnect,
      onSessionEnded: options.onSessionEnded,
      onOpen: options.onOpen,
      onClose: options.onClose,
    };
  }

  /** True while the client wants a connection (between start and stop or a 4001 close). */
  get active() {
    return this.token !== null;
  }

  get connected() {
    return this.socket?.readyState === 1;
  }

  /** Starts with a token; a new token replaces the connection, the same one is a no-op. */
  start(token: string) {
    if (this.token === token) return;
    this.stop();
    this.token = token;
    this.openedOnce = false;
    this.attempt = 0;
    this.connect();
  }

  stop() {
    this.token = null;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onopen = s.onclose = s.onmessage = s.onerror = null;
      try {
        s.close(1000, 'stopped');
      } catch {
        /* already closed */
      }
    }
  }

  /** Sends one message as JSON while connected; answers false when not connected (`onOpen` is the time to repeat it). */
  send(message: unknown): boolean {
    const s = this.socket;
    if (!s || s.readyState !== 1) return false;
    s.send(JSON.stringify(message));
    return true;
  }

  /** Registers a handler for one message type; returns the function that removes it. */
  onMessage(type: string, handler: MessageHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }

  private clearTimers() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.heartbeat = this.retryTimer = null;
  }

  private connect() {
    const token = this.token;
    if (token === null) return;
    let s: SocketLike;
    try {
      s = new this.opts.WebSocketImpl(this.opts.url(token));
    } catch (e) {
      console.error('[socket] connect failed', e);
      this.scheduleReconnect();
      return;
    }
    this.socket = s;
    s.onopen = () => {
      if (this.socket !== s) return;
      const reconnected = this.openedOnce;
      this.openedOnce = true;
      this.attempt = 0;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => {
        if (this.socket === s && s.readyState === 1) s.send(WS_PING);
      }, this.opts.heartbeatMs);
      if (reconnected) this.safely(() => this.opts.onReconnect?.());
      this.safely(() => this.opts.onOpen?.());
    };
    s.onmessage = (ev) => {
      if (this.socket === s) this.dispatch(ev.data);
    };
    s.onerror = () => {
      /* a close event follows */
    };
    s.onclose = (ev) => {
      if (this.socket !== s) return;
      this.socket = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (ev.code === SESSION_ENDED_CODE) {
        this.token = null;
        this.safely(() => this.opts.onSessionEnded?.());
        return;
      }
      this.safely(() => this.opts.onClose?.(ev.code));
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.token === null) return;
    this.attempt += 1;
    const delay = backoffDelay(this.attempt, this.opts.baseDelayMs, this.opts.maxDelayMs, this.opts.jitter, this.opts.random);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private dispatch(raw: unknown) {
    if (typeof raw !== 'string') return;
    let message: { type?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      console.error('[socket] not JSON:', raw);
      return;
    }
    if (!message || typeof message.type !== 'string' || message.type === 'PONG') return;
    const typed = message as { type: string; data?: unknown };
    for (const handler of [...(this.handlers.get(typed.type) ?? [])]) this.safely(() => handler(typed.data, typed));
  }

  private safely(fn: () => void) {
    try {
      fn();
    } catch (e) {
      console.error('[socket] handler failed', e);
    }
  }
}
