import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { hashToken } from '../../lib/token.ts';
import type { Actor } from './actor.ts';
import { SESSION_CACHE_MS, type SessionCache } from './session-cache.ts';
import { deleteSession, findSessionByTokenHash, touchSession } from './session.repo.ts';

/**
 * Activity is written at most this often (a write per request would cost more than it tells); the idle
 * limit is then met to within a tenth of itself, never more than a minute.
 */
const touchEveryMs = (config: Config) => Math.min(60_000, (config.sessionIdleMinutes * 60_000) / 10);

interface ResolveOptions {
  /** A request counts as activity; a websocket check does not. */
  touch?: boolean;
  /** Where sessions resolved a moment ago are kept (see session-cache.ts); without it the database is asked. */
  cache?: SessionCache;
}

/**
 * Resolves a token to its actor, or undefined when the session is unknown, idle too long, past its
 * absolute lifetime, or its user or tenant has been disabled (such sessions are removed).
 */
export async function resolveSession(db: Database, config: Config, token: string, { touch = true, cache }: ResolveOptions = {}): Promise<Actor | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const idleLimitMs = config.sessionIdleMinutes * 60_000;
  const found = await asSystem(db, async (tx) => {
    // Idleness and expiry come from the database's clock, the one that wrote the session's times.
    const s = await findSessionByTokenHash(tx, tokenHash);
    if (!s) return undefined;
    const idle = s.idleMs > idleLimitMs;
    if (idle || s.expired || !s.activated || s.tenantStatus !== 'ACTIVE') {
      await deleteSession(tx, s.sessionId);
      return undefined;
    }
    const touched = touch && s.idleMs > touchEveryMs(config);
    if (touched) await touchSession(tx, s.sessionId);
    const actor: Actor = {
      userId: s.userId,
      account: s.account,
      name: s.name,
      tenantId: s.tenantId,
      homeTenantId: s.tenantId,
      sessionId: s.sessionId,
      activeRoleId: s.activeRoleId,
      workTenantId: s.workTenantId,
      permissions: s.permissions,
      mustChangePassword: s.mustChangePassword,
    };
    // Believed no longer than the idle limit and the lifetime leave, reckoned from this reading.
    return { actor, lifeMs: Math.min(SESSION_CACHE_MS, idleLimitMs - (touched ? 0 : s.idleMs), s.expiresInMs) };
  });
  if (!found) return undefined;
  if (cache && touch) cache.put(tokenHash, found.actor, found.lifeMs, mark);
  return found.actor;
}
