import { ALL, type CreateRoleBody, type PageResult, type RoleOption, type RolePageQuery, type RoleRow, type UpdateRoleBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { flowsUsingRole } from '../flow/flow.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { checkPermissions } from './role.policy.ts';
import * as repo from './role.repo.ts';

const M = 'role';

const toRow = ({ role: r, userCount }: { role: repo.RoleRecord; userCount: number }): RoleRow => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  permissions: r.permissions,
  builtin: r.builtin,
  userCount,
  createdAt: r.createdAt.toISOString(),
});
const snapshot = (r: RoleRow) => ({ name: r.name, code: r.code, description: r.description, permissions: r.permissions });

async function loadRole(tx: Tx, tenantId: number, id: number): Promise<RoleRow> {
  const r = await repo.findRole(tx, tenantId, id);
  if (!r) throw notFound('角色');
  return toRow(r);
}

function permissionsOr400(requested: string[], currentlyAll: boolean): string[] {
  const checked = checkPermissions(requested, currentlyAll);
  if ('problem' in checked) throw invalid(checked.problem);
  return checked.permissions;
}

const codeTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '角色编码已存在，请换一个') : err);

export const pageRoles = (db: Database, actor: Actor, q: RolePageQuery): Promise<PageResult<RoleRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageRoles(tx, actor.tenantId, q);
    return { total: page.total, list: page.list.map(toRow) };
  });

export const getRole = (db: Database, actor: Actor, id: number) => inTenant(db, actor.tenantId, (tx) => loadRole(tx, actor.tenantId, id));

export const selectRoles = (db: Database, actor: Actor): Promise<RoleOption[]> => inTenant(db, actor.tenantId, (tx) => repo.selectRoles(tx, actor.tenantId));

export function createRole(db: Database, actor: Actor, input: CreateRoleBody): Promise<RoleRow> {
  const permissions = permissionsOr400(input.permissions, false);
  return inTenant(db, actor.tenantId, async (tx) => {
    const row = await repo.insertRole(tx, {
      tenantId: actor.tenantId,
      name: input.name.trim(),
      code: input.code,
      description: input.description?.trim() ?? '',
      permissions,
    });
    const after = await loadRole(tx, actor.tenantId, row.id);
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(codeTaken(err)));
}

/** Users of the role get the new rights on their next request: sessions read the role row every time. */
export function updateRole(db: Database, actor: Actor, input: UpdateRoleBody): Promise<RoleRow> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadRole(tx, actor.tenantId, input.id);
    const permissions = permissionsOr400(input.permissions, before.permissions.includes(ALL));
    await repo.updateRoleRow(tx, actor.tenantId, input.id, {
      name: input.name.trim(),
      code: input.code,
      description: input.description?.trim() ?? '',
      permissions,
    });
    const after = await loadRole(tx, actor.tenantId, input.id);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(codeTaken(err)));
}

export const deleteRole = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadRole(tx, actor.tenantId, id);
    if (before.permissions.includes(ALL)) throw forbidden('内置管理员角色不能删除');
    if (before.userCount > 0) throw new AppError('CONFLICT', `该角色下还有 ${before.userCount} 个用户，请先为他们更换角色再删除`);
    const flows = await flowsUsingRole(tx, actor.tenantId, id);
    if (flows.length) throw new AppError('CONFLICT', `该角色是流程“${flows.join('、')}”的审批角色，请先修改流程`);
    await repo.deleteRoleRow(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: snapshot(before) });
  });
