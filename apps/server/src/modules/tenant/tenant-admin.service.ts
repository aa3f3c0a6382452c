import {
  ALL,
  PLATFORM_TENANT_ID,
  passwordProblem,
  type CreateTenantBody,
  type CreatedTenant,
  type PageResult,
  type TenantPageQuery,
  type TenantRow,
  type TenantStatusBody,
  type UpdateTenantBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { seedOfficeDefaults } from '../../db/seed-office.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './tenant-admin.repo.ts';

const M = 'tenant';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findTenantRow>>>;
const toRow = ({ tenant: t, userCount }: Found): TenantRow => ({
  id: t.id,
  name: t.name,
  alias: t.alias,
  contact: t.contact,
  phone: t.phone,
  status: t.status,
  userCount,
  createdAt: t.createdAt.toISOString(),
});
const snapshot = (t: TenantRow) => ({ name: t.name, alias: t.alias, contact: t.contact, phone: t.phone, status: t.status });

async function load(tx: Tx, id: number): Promise<TenantRow> {
  const r = await repo.findTenantRow(tx, id);
  if (!r) throw notFound('机构');
  return toRow(r);
}

/** Tenant management is logged in the platform tenant's chain. */
const log = (tx: Tx, actor: Actor, entry: Omit<Parameters<typeof audit>[2], 'module' | 'tenantId'>) =>
  audit(tx, actor, { ...entry, module: M, tenantId: PLATFORM_TENANT_ID });

export const pageTenants = (db: Database, q: TenantPageQuery): Promise<PageResult<TenantRow>> =>
  asSystem(db, async (tx) => {
    const page = await repo.pageTenants(tx, q);
    return { total: page.total, list: page.list.map(toRow) };
  });

/** A new office with a 管理员 role holding `*`, its first administrator (must change the password) and the defaults. */
export async function createTenant(db: Database, actor: Actor, input: CreateTenantBody): Promise<CreatedTenant> {
  const account = input.admin.account.trim();
  const problem = passwordProblem(input.admin.password, account);
  if (problem) throw new AppError('PASSWORD_POLICY', problem);
  const passwordHash = await hashPassword(input.admin.password);
  return asSystem(db, async (tx) => {
    const name = input.name.trim();
    if (await repo.nameTaken(tx, name)) throw new AppError('CONFLICT', `已存在名为“${name}”的机构`);
    const t = await repo.insertTenant(tx, {
      name,
      alias: input.alias.trim(),
      contact: input.contact?.trim() ?? '',
      phone: input.phone?.trim() ?? '',
      status: input.status ?? 'ACTIVE',
    });
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: t.id, name: '管理员', code: 'admin', description: '本机构的系统管理员，拥有全部权限', permissions: [ALL], builtin: true })
      .returning();
    const [dept] = await tx.insert(departments).values({ tenantId: t.id, name: '办公室' }).returning();
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId: t.id,
        account,
        name: input.admin.name.trim(),
        phone: input.admin.phone?.trim() ?? '',
        passwordHash,
        deptId: dept.id,
        mustChangePassword: true,
      })
      .returning();
    await tx.insert(userRoles).values({ tenantId: t.id, userId: admin.id, roleId: role.id });
    await seedOfficeDefaults(tx, t.id, t.alias);
    const row = await load(tx, t.id);
    await log(tx, actor, { action: 'create', targetId: t.id, after: { ...snapshot(row), adminAccount: account } });
    return { ...row, adminUserId: admin.id };
  }).catch((err) => Promise.reject(isUniqueViolation(err) ? new AppError('CONFLICT', '管理员账号已存在，请换一个') : err));
}

export const updateTenant = (db: Database, actor: Actor, input: UpdateTenantBody): Promise<TenantRow> =>
  asSystem(db, async (tx) => {
    const before = await load(tx, input.id);
    const name = input.name.trim();
    if (await repo.nameTaken(tx, name, input.id)) throw new AppError('CONFLICT', `已存在名为“${name}”的机构`);
    const status = input.status ?? before.status;
    if (input.id === PLATFORM_TENANT_ID && status !== 'ACTIVE') throw forbidden('平台机构不能停用');
    await repo.updateTenantRow(tx, input.id, {
      name,
      alias: input.alias.trim(),
      contact: input.contact?.trim() ?? '',
      phone: input.phone?.trim() ?? '',
      status,
    });
    if (status !== 'ACTIVE') await repo.endTenantSessions(tx, input.id);
    const after = await load(tx, input.id);
    await log(tx, actor, { action: 'update', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  });

/** A disabled tenant's users cannot sign in and their sessions end now. */
export const setTenantStatus = (db: Database, actor: Actor, input: TenantStatusBody): Promise<TenantRow> =>
  asSystem(db, async (tx) => {
    if (input.id === PLATFORM_TENANT_ID && input.status !== 'ACTIVE') throw forbidden('平台机构不能停用');
    const before = await load(tx, input.id);
    await repo.updateTenantRow(tx, input.id, { status: input.status });
    if (input.status !== 'ACTIVE') await repo.endTenantSessions(tx, input.id);
    const after = await load(tx, input.id);
    await log(tx, actor, { action: 'status', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  });

/**
 * Deleting marks the tenant DELETED: it disappears from every list, its users cannot sign in, and its
 * records (including its operation log) are kept, as a notary office's archive must be.
 */
export const deleteTenant = (db: Database, actor: Actor, id: number) =>
  asSystem(db, async (tx) => {
    if (id === PLATFORM_TENANT_ID) throw forbidden('平台机构不能删除');
    const before = await load(tx, id);
    if (before.status === 'ACTIVE') throw invalid('请先停用该机构，再删除');
    await repo.updateTenantRow(tx, id, { status: 'DELETED' });
    await repo.endTenantSessions(tx, id);
    await log(tx, actor, { action: 'delete', targetId: id, before: snapshot(before), after: { ...snapshot(before), status: 'DELETED' } });
  });
