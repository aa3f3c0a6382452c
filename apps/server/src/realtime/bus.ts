import { EventEmitter } from 'node:events';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { asSystem } from '../db/scope.ts';
import { installation } from '../modules/installation/installation.table.ts';

const Id = Type.Integer({ minimum: 1 });
const Ids = Type.Array(Id, { maxItems: 100_000 });

/** What instances tell each other. Every instance acts on every event for the sockets it holds. */
export const BusEventSchema = Type.Union([
  Type.Object({ kind: Type.Literal('deliver'), tenantId: Id, userIds: Ids, message: Type.Unknown() }),
  Type.Object({ kind: Type.Literal('endSession'), sessionIds: Ids }),
  Type.Object({ kind: Type.Literal('endUser'), tenantId: Id, userId: Id }),
  Type.Object({ kind: Type.Literal('endTenant'), tenantId: Id }),
  /** Users, roles or tenants changed: every instance forgets the sessions it had resolved (they are read again). */
  Type.Object({ kind: Type.Literal('sessionsChanged') }),
  /** A video meeting's message to one participant (`to`) or to all of them (null), wherever their sockets are. */
  Type.Object({ kind: Type.Literal('meet'), tenantId: Id, meetingId: Id, to: Type.Union([Id, Type.Null()]), message: Type.Unknown() }),
  /** Closes a meeting's guest sockets (one participant's, or all) with `code`; staff sockets only leave the meeting. */
  Type.Object({ kind: Type.Literal('meetClose'), tenantId: Id, meetingId: Id, participantId: Type.Union([Id, Type.Null()]), code: Type.Integer() }),
  /** Events may have been missed (the bus was unreachable): every socket is closed so its client reconnects and re-fetches. */
  Type.Object({ kind: Type.Literal('resync') }),
]);
export type BusEvent = Static<typeof BusEventSchema>;

/** The JSON of a bus message, or undefined when it is not one (bad JSON, unknown kind, wrong fields). */
export function parseBusEvent(raw: string): BusEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return Value.Check(BusEventSchema, value) ? value : undefined;
}

export interface BusLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Bus {
  /** Never rejects: when the bus cannot carry the event, it is acted on by this instance alone. */
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

function listenerList(log: BusLog) {
  const listeners: ((event: BusEvent) => void)[] = [];
  return {
    add: (l: (event: BusEvent) => void) => void listeners.push(l),
    emit(event: BusEvent) {
      for (const l of listeners) {
        try {
          l(event);
        } catch (err) {
          log.error({ err, kind: event.kind }, 'realtime event could not be handled');
        }
      }
    },
  };
}

/** One instance: events go straight to the listeners. */
export function localBus(log: BusLog): Bus {
  const emitter = new EventEmitter();
  const listeners = listenerList(log);
  emitter.on('event', (event: BusEvent) => listeners.emit(event));
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: listeners.add,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export interface RedisBusOptions {
  url: string;
  channel: string;
  log: BusLog;
  /** How long start-up waits for Redis before going on without it (it joins the bus when Redis answers). */
  startupWaitMs?: number;
}

/**
 * Several instances: events go through Redis publish/subscribe, the publisher receiving its own too.
 *
 * Redis may be away (restart, network): the instance keeps serving and acts on its own events locally,
 * and Redis is retried in the background, also when it was away at start-up. Once subscribed again,
 * the instance closes its sockets with a resync event (their clients reconnect and re-fetch what they
 * missed); an instance that could not publish also publishes a resync, for the other instances' sockets.
 * Messages on the channel are validated; a malformed one is logged and dropped.
 */
export async function redisBus({ url, channel, log, startupWaitMs = 3_000 }: RedisBusOptions): Promise<Bus> {
  const listeners = listenerList(log);
  // No offline queue and no retries per command: a publish while Redis is away fails at once and the
  // event is acted on locally, instead of waiting and then failing seconds later.
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  const sub = new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: 0, lazyConnect: true });
  let subscribed = false;
  let started = false;
  let missed = false;
  let closing = false;
  let away = false;
  let markSubscribed!: () => void;
  // Start-up waits for the first subscription, or the first failure: Redis away does not hold it.
  const firstAttempt = new Promise<void>((resolve) => {
    markSubscribed = resolve;
    sub.once('error', () => resolve());
  });

  const onError = (err: Error) => {
    if (away || closing) return; // ioredis reports every retry; one line per outage is enough
    away = true;
    log.warn({ err }, 'realtime bus (Redis) unreachable: live notices reach this instance only until it is back');
  };
  pub.on('error', onError);
  sub.on('error', onError);
  sub.on('close', () => {
    subscribed = false;
  });
  sub.on('ready', async () => {
    try {
      await sub.subscribe(channel);
    } catch (err) {
      onError(err as Error);
      return;
    }
    subscribed = true;
    markSubscribed();
    if (away) log.info({ channel }, 'realtime bus (Redis) back');
    away = false;
    // Sockets opened while this instance was off the bus may have missed events.
    if (started) listeners.emit({ kind: 'resync' });
  });
  pub.on('ready', () => {
    if (!missed) return;
    missed = false;
    pub.publish(channel, JSON.stringify({ kind: 'resync' } satisfies BusEvent)).catch(() => (missed = true));
  });
  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const event = parseBusEvent(raw);
    if (event) listeners.emit(event);
    else log.warn({ channel, bytes: Buffer.byteLength(raw) }, 'realtime bus: malformed message dropped');
  });

  pub.connect().catch(() => {}); // failures arrive as 'error' events and ioredis keeps retrying
  sub.connect().catch(() => {});
  await Promise.race([firstAttempt, new Promise((r) => setTimeout(r, startupWaitMs).unref())]);
  started = true;

  return {
    publish: async (event) => {
      let sent = false;
      if (pub.status === 'ready') {
        try {
          await pub.publish(channel, JSON.stringify(event));
          sent = true;
        } catch (err) {
          onError(err as Error);
        }
      }
      if (!sent) missed = true;
      if (!sent || !subscribed) listeners.emit(event);
    },
    subscribe: listeners.add,
    close: async () => {
      closing = true;
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/** This installation's id (made by migration 0015). */
export async function installationId(db: Database): Promise<string> {
  const [row] = await asSystem(db, (tx) => tx.select({ id: installation.id }).from(installation).orderBy(installation.createdAt).limit(1));
  if (!row) throw new Error('table installation is empty: run the migrations');
  return row.id;
}

/**
 * The bus of this instance: in-process without REDIS_URL; else Redis on the channel
 * `{prefix}:realtime`, where the prefix (REALTIME_CHANNEL_PREFIX) defaults to `notaria:{installation id}`,
 * so installations sharing one Redis never hear each other.
 */
export async function createBus(config: Config, db: Database, log: BusLog): Promise<Bus> {
  if (!config.redisUrl) return localBus(log);
  const prefix = config.realtimeChannelPrefix ?? `notaria:${await installationId(db)}`;
  return redisBus({ url: config.redisUrl, channel: `${prefix}:realtime`, log });
}
