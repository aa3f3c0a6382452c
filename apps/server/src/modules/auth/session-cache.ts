import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client.ts';
import type { Bus, BusEvent } from '../../realtime/bus.ts';
import type { Actor } from './actor.ts';

/**
 * How long a resolved session is believed without asking the database again. Ending a session, changing
 * a user, a role or a tenant drops entries at once on every instance (bus events); this bound only
 * matters for changes made behind the application's back (an operator's SQL) and for a bus that is away.
 */
export const SESSION_CACHE_MS = 3_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  actor: Readonly<Actor>;
  /** performance.now() after which the entry is gone: never later than the session's idle limit or lifetime allow. */
  until: number;
}

/** Every cache of an application on a database, so a change made to it directly (tests, tools) can drop them all. */
const cachesByDb = new WeakMap<Database, Set<SessionCache>>();

/**
 * Resolved sessions by token hash, per instance. A lookup that started before an invalidation never
 * stores its (possibly stale) answer: `generation` tells whether anything was dropped meanwhile.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private bus: Bus | undefined;

  constructor(db?: Database) {
    if (!db) return;
    let set = cachesByDb.get(db);
    if (!set) cachesByDb.set(db, (set = new Set()));
    set.add(this);
  }

  /** A copy of the cached actor (the request may change its working tenant), or undefined. */
  get(tokenHash: string): Actor | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() >= entry.until) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return { ...entry.actor };
  }

  /** Call before reading the session from the database; hand the result to `put`. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, actor: Actor, lifeMs: number, mark: number): void {
    if (mark !== this.generation || lifeMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, {
      actor: Object.freeze({ ...actor, permissions: Object.freeze([...actor.permissions]) as string[] }),
      until: performance.now() + lifeMs,
    });
  }

  /** Drops what an event makes stale; events that do not concern sessions are ignored. */
  apply(event: BusEvent): void {
    switch (event.kind) {
      case 'endSession':
        this.dropWhere((a) => event.sessionIds.includes(a.sessionId));
        break;
      case 'endUser':
        this.dropWhere((a) => a.homeTenantId === event.tenantId && a.userId === event.userId);
        break;
      case 'endTenant':
        this.dropWhere((a) => a.homeTenantId === event.tenantId);
        break;
      case 'sessionsChanged':
      case 'resync':
        this.clear();
        break;
      default:
    }
  }

  /** Users, roles or tenants changed: here at once, then on every other instance. Never rejects. */
  changed(): Promise<void> {
    this.clear();
    return this.bus?.publish({ kind: 'sessionsChanged' }) ?? Promise.resolve();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private dropWhere(test: (actor: Readonly<Actor>) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (test(entry.actor)) this.entries.delete(key);
  }

  /**
   * The bus this instance publishes on, acting on session events here first (so this instance's next
   * request already misses, whatever the bus's delivery delay) and on every event from other instances.
   */
  follow(bus: Bus): Bus {
    bus.subscribe((event) => this.apply(event));
    this.bus = bus;
    return {
      publish: (event) => {
        this.apply(event);
        return bus.publish(event);
      },
      subscribe: (listener) => bus.subscribe(listener),
      close: () => bus.close(),
    };
  }
}

/** After changing sessions, users, roles or tenants in the database directly: no application on it keeps a stale session. */
export function forgetCachedSessions(db: Database): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
}
