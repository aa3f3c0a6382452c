import {
  ALL,
  passwordProblem,
  type CurrentUser,
  type PageResult,
  type SignInRecord,
  type UpdatePasswordBody,
  type UpdateProfileBody,
} from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { ownFileOrNone } from '../files/files.api.ts';
import { findTenant } from '../tenant/tenant.api.ts';
import type { Actor } from './actor.ts';
import { findProfile, listUserRoles, pageSignIns, updateUser } from './auth.repo.ts';
import { deleteOtherSessions, setActiveRole } from './session.repo.ts';

/** The signed-in user's own record lives in their home tenant, whichever tenant they work in. */
export async function currentUser(db: Database, actor: Actor): Promise<CurrentUser> {
  const { profile, roles } = await inTenant(db, actor.homeTenantId, async (tx) => ({
    profile: await findProfile(tx, actor.userId),
    roles: await listUserRoles(tx, actor.userId),
  }));
  if (!profile) throw notFound('用户');
  const active = roles.find((r) => r.id === actor.activeRoleId) ?? roles[0];
  if (!active) throw new AppError('FORBIDDEN', '该账号尚未分配角色，请联系管理员');
  const tenantName = actor.tenantId === actor.homeTenantId ? profile.tenantName : ((await asSystem(db, (tx) => findTenant(tx, actor.tenantId)))?.name ?? '');
  const u = profile.user;
  return {
    id: u.id,
    account: u.account,
    name: u.name,
    deptName: profile.deptName ?? '',
    roleName: active.name,
    notaryCertNo: u.notaryCertNo,
    phone: u.phone,
    headImage: u.headImage,
    handwriting: u.handwriting,
    signImage: u.signImage,
    stopUse: !u.activated,
    idCard: u.idCard,
    tenantId: actor.tenantId,
    tenantName,
    roleList: roles.map(({ id, name, code, permissions }) => ({ id, name, code, permissions })),
    roles: active.permissions.includes(ALL) ? [ALL, active.code] : [active.code],
    role: active.code,
    activeRoleId: active.id,
    authorities: active.permissions,
    mustChangePassword: u.mustChangePassword,
  };
}

export async function updateProfile(db: Database, actor: Actor, input: UpdateProfileBody): Promise<CurrentUser> {
  const values = { name: input.name?.trim(), phone: input.phone?.trim(), headImage: input.headImage };
  if (values.name === '') throw new AppError('VALIDATION_FAILED', '姓名不能为空');
  await inTenant(db, actor.homeTenantId, async (tx) => {
    if (values.headImage !== undefined) values.headImage = await ownFileOrNone(tx, actor.homeTenantId, values.headImage, '头像', { image: true });
    await updateUser(tx, actor.userId, values);
  });
  return currentUser(db, actor);
}

/** Changing the password ends every other session of the user; this one stays signed in. */
/** Returns the ids of the sessions it ended. */
export async function updatePassword(db: Database, actor: Actor, input: UpdatePasswordBody): Promise<number[]> {
  const profile = await inTenant(db, actor.homeTenantId, (tx) => findProfile(tx, actor.userId));
  if (!profile) throw notFound('用户');
  if (!(await verifyPassword(profile.user.passwordHash, input.oldPassword))) throw new AppError('PASSWORD_WRONG');
  const problem = passwordProblem(input.newPassword, profile.user.account);
  if (problem) throw new AppError('PASSWORD_POLICY', problem);
  if (input.newPassword === input.oldPassword) throw new AppError('PASSWORD_POLICY', '新密码不能与原密码相同');
  const passwordHash = await hashPassword(input.newPassword);
  return inTenant(db, actor.homeTenantId, async (tx) => {
    await updateUser(tx, actor.userId, { passwordHash, mustChangePassword: false });
    return deleteOtherSessions(tx, actor.userId, actor.sessionId);
  });
}

/** A real switch: the session's active role changes, and its permissions apply from the next request. */
export async function switchRole(db: Database, actor: Actor, roleId: number): Promise<CurrentUser> {
  await inTenant(db, actor.homeTenantId, async (tx) => {
    const held = await listUserRoles(tx, actor.userId);
    if (!held.some((r) => r.id === roleId)) throw new AppError('ROLE_NOT_HELD');
    await setActiveRole(tx, actor.sessionId, roleId);
  });
  return currentUser(db, { ...actor, activeRoleId: roleId });
}

/** The user's own sign-in history, newest first, so they can spot sign-ins that were not theirs. */
export async function mySignIns(db: Database, actor: Actor, current: number, size: number): Promise<PageResult<SignInRecord>> {
  const page = await inTenant(db, actor.homeTenantId, (tx) => pageSignIns(tx, actor.userId, current, size));
  return { total: page.total, list: page.list.map((r) => ({ ...r, at: r.at.toISOString() })) };
}
