import {
  passwordProblem,
  SUPER_ADMIN_ID,
  type CreateUserBody,
  type PageResult,
  type ResetPasswordBody,
  type UpdateUserBody,
  type UserActivatedBody,
  type UserImageBody,
  type UserOption,
  type UserPageQuery,
  type UserRow,
  type UserSelectQuery,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { ownFileOrNone } from '../files/files.api.ts';
import { flowsUsingUser } from '../flow/flow.api.ts';
import { tenantExists } from '../tenant/tenant.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './user.repo.ts';

const M = 'user';

function toRow(r: { user: repo.UserRecord; deptName: string | null }, roleList: { roleId: number; name: string }[]): UserRow {
  const u = r.user;
  return {
    id: u.id,
    tenantId: u.tenantId,
    account: u.account,
    name: u.name,
    phone: u.phone,
    idCard: u.idCard,
    deptId: u.deptId,
    deptName: r.deptName ?? '',
    roleIds: roleList.map((x) => x.roleId),
    roleNames: roleList.map((x) => x.name),
    notaryCertNo: u.notaryCertNo,
    headImage: u.headImage,
    handwriting: u.handwriting,
    signImage: u.signImage,
    activated: u.activated,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt.toISOString(),
  };
}

/** What the operation log compares for a user. */
const snapshot = (u: UserRow) => ({
  account: u.account,
  name: u.name,
  phone: u.phone,
  idCard: u.idCard,
  deptId: u.deptId,
  roleIds: u.roleIds,
  notaryCertNo: u.notaryCertNo,
  activated: u.activated,
  handwriting: u.handwriting,
  signImage: u.signImage,
  mustChangePassword: u.mustChangePassword,
});

async function loadUser(tx: Tx, tenantId: number, id: number): Promise<UserRow> {
  const r = await repo.findUser(tx, tenantId, id);
  if (!r) throw notFound('用户');
  return toRow(r, await repo.rolesOfUsers(tx, tenantId, [id]));
}

async function checkRefs(tx: Tx, tenantId: number, input: { deptId: number | null; roleIds: number[] }) {
  if (input.deptId !== null && !(await repo.deptInTenant(tx, tenantId, input.deptId))) throw invalid('所选部门不存在');
  if ((await repo.countRolesIn(tx, tenantId, input.roleIds)) !== input.roleIds.length) throw invalid('所选角色不存在');
}

const accountTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '账号已存在，请换一个') : err);

const fields = (input: UpdateUserBody | CreateUserBody) => ({
  account: input.account.trim(),
  name: input.name.trim(),
  phone: input.phone?.trim() ?? '',
  idCard: (input.idCard ?? '').toUpperCase(),
  deptId: input.deptId,
  notaryCertNo: input.notaryCertNo?.trim() ?? '',
});

export async function pageUsers(db: Database, actor: Actor, q: UserPageQuery): Promise<PageResult<UserRow>> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageUsers(tx, actor.tenantId, q);
    const roleRows = await repo.rolesOfUsers(
      tx,
      actor.tenantId,
      page.list.map((r) => r.user.id),
    );
    return {
      total: page.total,
      list: page.list.map((r) =>
        toRow(
          r,
          roleRows.filter((x) => x.userId === r.user.id),
        ),
      ),
    };
  });
}

export const getUser = (db: Database, actor: Actor, id: number) => inTenant(db, actor.tenantId, (tx) => loadUser(tx, actor.tenantId, id));

export const selectUsers = (db: Database, actor: Actor, q: UserSelectQuery): Promise<UserOption[]> =>
  inTenant(db, actor.tenantId, (tx) => repo.selectUsers(tx, actor.tenantId, q));

/** New accounts must change the initial password at first sign-in. The super administrator may pick the tenant. */
export async function createUser(db: Database, actor: Actor, input: CreateUserBody): Promise<UserRow> {
  const tenantId = actor.userId === SUPER_ADMIN_ID && input.tenantId ? input.tenantId : actor.tenantId;
  if (tenantId !== actor.tenantId && !(await tenantExists(db, tenantId))) throw notFound('机构');
  const values = fields(input);
  if (!values.account || !values.name) throw invalid('账号和姓名不能为空');
  const problem = passwordProblem(input.password, values.account);
  if (problem) throw new AppError('PASSWORD_POLICY', problem);
  const passwordHash = await hashPassword(input.password);
  return inTenant(db, tenantId, async (tx) => {
    await checkRefs(tx, tenantId, { deptId: values.deptId, roleIds: input.roleIds });
    const row = await repo.insertUser(tx, { ...values, tenantId, passwordHash, activated: input.activated ?? true, mustChangePassword: true });
    await repo.setUserRoles(tx, tenantId, row.id, input.roleIds);
    const after = await loadUser(tx, tenantId, row.id);
    await audit(tx, actor, { tenantId, module: M, action: 'create', targetId: row.id, after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(accountTaken(err)));
}

export async function updateUser(db: Database, actor: Actor, input: UpdateUserBody): Promise<UserRow> {
  const values = fields(input);
  if (!values.account || !values.name) throw invalid('账号和姓名不能为空');
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadUser(tx, actor.tenantId, input.id);
    await checkRefs(tx, actor.tenantId, { deptId: values.deptId, roleIds: input.roleIds });
    await repo.updateUserRow(tx, actor.tenantId, input.id, values);
    await repo.setUserRoles(tx, actor.tenantId, input.id, input.roleIds);
    const after = await loadUser(tx, actor.tenantId, input.id);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(accountTaken(err)));
}

function refuseSelf(actor: Actor, id: number, what: string) {
  if (id === actor.userId) throw forbidden(`不能${what}当前登录的账号`);
  if (id === SUPER_ADMIN_ID) throw forbidden(`不能${what}平台超级管理员`);
}

export async function deleteUser(db: Database, actor: Actor, id: number): Promise<void> {
  refuseSelf(actor, id, '删除');
  await inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadUser(tx, actor.tenantId, id);
    const flows = await flowsUsingUser(tx, actor.tenantId, id);
    if (flows.length) throw new AppError('CONFLICT', `该用户是流程“${flows.join('、')}”的审批人，请先修改流程`);
    await repo.clearDeptHead(tx, actor.tenantId, id);
    await repo.deleteUserRow(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: snapshot(before) });
  });
}

/** Deactivating ends every session of the user at once. */
export async function setActivated(db: Database, actor: Actor, input: UserActivatedBody): Promise<UserRow> {
  if (!input.activated) refuseSelf(actor, input.id, '停用');
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadUser(tx, actor.tenantId, input.id);
    await repo.updateUserRow(tx, actor.tenantId, input.id, { activated: input.activated });
    if (!input.activated) await repo.endSessionsOf(tx, actor.tenantId, input.id);
    const after = await loadUser(tx, actor.tenantId, input.id);
    await audit(tx, actor, { module: M, action: 'activated', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

export async function setImage(db: Database, actor: Actor, kind: 'signImage' | 'handwriting', input: UserImageBody): Promise<UserRow> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadUser(tx, actor.tenantId, input.id);
    const url = await ownFileOrNone(tx, actor.tenantId, input.url, kind === 'signImage' ? '电子签名' : '手写签名', { image: true });
    await repo.updateUserRow(tx, actor.tenantId, input.id, { [kind]: url });
    const after = await loadUser(tx, actor.tenantId, input.id);
    await audit(tx, actor, {
      module: M,
      action: kind === 'signImage' ? 'sign-image' : 'handwriting',
      targetId: input.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/** An administrator sets a new password: the user's sessions end and the next sign-in must change it. */
export async function resetPassword(db: Database, actor: Actor, input: ResetPasswordBody): Promise<void> {
  const account = await inTenant(db, actor.tenantId, async (tx) => (await loadUser(tx, actor.tenantId, input.id)).account);
  const problem = passwordProblem(input.password, account);
  if (problem) throw new AppError('PASSWORD_POLICY', problem);
  const passwordHash = await hashPassword(input.password);
  await inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadUser(tx, actor.tenantId, input.id);
    await repo.updateUserRow(tx, actor.tenantId, input.id, {
      passwordHash,
      mustChangePassword: true,
      failedCount: 0,
      failedWindowStart: null,
      lockedUntil: null,
    });
    await repo.endSessionsOf(tx, actor.tenantId, input.id);
    await audit(tx, actor, {
      module: M,
      action: 'reset-password',
      targetId: input.id,
      diff: [
        { field: 'password', before: '******', after: '******' },
        ...(before.mustChangePassword ? [] : [{ field: 'mustChangePassword', before: false, after: true }]),
      ],
    });
  });
}
