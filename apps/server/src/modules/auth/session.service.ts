import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { hashToken } from '../../lib/token.ts';
import type { Actor } from './actor.ts';
import { deleteSession, findSessionByTokenHash, touchSession } from './session.repo.ts';

/**
 * Activity is written at most this often (a write per request would cost more than it tells); the idle
 * limit is then met to within a tenth of itself, never more than a minute.
 */
const touchEveryMs = (config: Config) => Math.min(60_000, (config.sessionIdleMinutes * 60_000) / 10);

/**
 * Resolves a token to its actor, or undefined when the session is unknown, idle too long, past its
 * absolute lifetime, or its user or tenant has been disabled (such sessions are removed). A request
 * counts as activity (`touch`); a websocket check does not.
 */
export async function resolveSession(db: Database, config: Config, token: string, { touch = true } = {}): Promise<Actor | undefined> {
  return asSystem(db, async (tx) => {
    // Idleness and expiry come from the database's clock, the one that wrote the session's times.
    const s = await findSessionByTokenHash(tx, hashToken(token));
    if (!s) return undefined;
    const idle = s.idleMs > config.sessionIdleMinutes * 60_000;
    if (idle || s.expired || !s.activated || s.tenantStatus !== 'ACTIVE') {
      await deleteSession(tx, s.sessionId);
      return undefined;
    }
    if (touch && s.idleMs > touchEveryMs(config)) await touchSession(tx, s.sessionId);
    return {
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
  });
}
