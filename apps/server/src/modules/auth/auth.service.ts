import type { LoginBody, LoginResponse } from '@notaria/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/token.ts';
import type { Actor } from './actor.ts';
import { findLoginCandidate, insertLoginLog, listUserRoles } from './auth.repo.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { clearFailures, lockedMessage, recordFailure } from './lockout.ts';
import { deleteSession, insertSession } from './session.repo.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export async function login(db: Database, config: Config, input: LoginBody, meta: ClientMeta): Promise<LoginResponse & { expiresAt: Date }> {
  if (config.captchaEnabled) await consumeCaptcha(db, input.captchaId, input.captcha);
  const account = input.account.trim();
  if (!account) throw new AppError('VALIDATION_FAILED', '请输入账号');
  const user = await asSystem(db, (tx) => findLoginCandidate(tx, account));
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED', lockedMessage(user.lockedUntil));

  // Hashing stays outside transactions: PGlite is one connection and argon2 takes tens of milliseconds.
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const log = { ip: meta.ip.slice(0, 64), userAgent: meta.userAgent.slice(0, 300) };
  if (!user || !passwordOk) {
    if (!user) throw new AppError('LOGIN_FAILED');
    const outcome = await asSystem(db, async (tx) => {
      await insertLoginLog(tx, { ...log, tenantId: user.tenantId, userId: user.id, success: false, reason: 'PASSWORD' });
      return recordFailure(tx, user.id);
    });
    if (outcome.lockedUntil) throw new AppError('ACCOUNT_LOCKED', lockedMessage(outcome.lockedUntil));
    throw new AppError('LOGIN_FAILED');
  }
  if (!user.activated) throw new AppError('ACCOUNT_DISABLED');
  if (user.tenantStatus !== 'ACTIVE') throw new AppError('TENANT_DISABLED');

  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionMaxHours * 3_600_000);
  await asSystem(db, async (tx) => {
    const roles = await listUserRoles(tx, user.id);
    if (roles.length === 0) throw new AppError('FORBIDDEN', '该账号尚未分配角色，请联系管理员');
    await insertSession(tx, { ...log, tenantId: user.tenantId, userId: user.id, tokenHash: hashToken(token), activeRoleId: roles[0].id, expiresAt });
    await clearFailures(tx, user.id);
    await insertLoginLog(tx, { ...log, tenantId: user.tenantId, userId: user.id, success: true });
  });
  return { tokenValue: token, mustChangePassword: user.mustChangePassword, expiresAt };
}

export const logout = (db: Database, actor: Actor) => asSystem(db, (tx) => deleteSession(tx, actor.sessionId));
