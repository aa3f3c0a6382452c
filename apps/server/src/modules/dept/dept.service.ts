import type { CreateDeptBody, DeptNode, DeptOption, DeptPageQuery, UpdateDeptBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { buildTree, filterWithAncestors } from '../../lib/tree.ts';
import { makesCycle } from './dept.policy.ts';
import * as repo from './dept.repo.ts';

const M = 'dept';

async function flatDepts(tx: Tx, tenantId: number) {
  return (await repo.listDepts(tx, tenantId)).map(({ dept: d, headUserName, userCount }) => ({
    id: d.id,
    parentId: d.parentId,
    name: d.name,
    headUserId: d.headUserId,
    headUserName,
    phone: d.phone,
    sort: d.sort,
    userCount,
    createdAt: d.createdAt.toISOString(),
  }));
}

export const deptTree = (db: Database, actor: Actor, q: DeptPageQuery): Promise<DeptNode[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const rows = await flatDepts(tx, actor.tenantId);
    return buildTree(q.name ? filterWithAncestors(rows, q.name.trim()) : rows);
  });

export const deptOptions = (db: Database, actor: Actor): Promise<DeptOption[]> =>
  inTenant(db, actor.tenantId, async (tx) => buildTree((await flatDepts(tx, actor.tenantId)).map(({ id, parentId, name }) => ({ id, parentId, name }))));

export async function getDept(db: Database, actor: Actor, id: number): Promise<DeptNode> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const rows = await flatDepts(tx, actor.tenantId);
    const self = rows.find((r) => r.id === id);
    if (!self) throw notFound('部门');
    return findNode(buildTree(rows) as DeptNode[], id) ?? { ...self, children: [] };
  });
}

function findNode(nodes: DeptNode[], id: number): DeptNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}

const snapshot = (d: { parentId: number | null; name: string; headUserId: number | null; phone: string; sort: number }) => ({
  parentId: d.parentId,
  name: d.name,
  headUserId: d.headUserId,
  phone: d.phone,
  sort: d.sort,
});

async function checkInput(tx: Tx, tenantId: number, input: CreateDeptBody, selfId?: number) {
  const rows = await flatDepts(tx, tenantId);
  if (input.parentId !== null && !rows.some((r) => r.id === input.parentId)) throw invalid('上级部门不存在');
  if (selfId !== undefined && makesCycle(rows, selfId, input.parentId)) throw invalid('不能把部门移到它自己或它的下级部门之下');
  if (input.headUserId && !(await repo.userInTenant(tx, tenantId, input.headUserId))) throw invalid('所选负责人不存在');
  const name = input.name.trim();
  if (rows.some((r) => r.parentId === input.parentId && r.name === name && r.id !== selfId))
    throw new AppError('CONFLICT', `同一上级下已有名为“${name}”的部门`);
  return { parentId: input.parentId, name, headUserId: input.headUserId ?? null, phone: input.phone?.trim() ?? '', sort: input.sort ?? 0 };
}

export const createDept = (db: Database, actor: Actor, input: CreateDeptBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const values = await checkInput(tx, actor.tenantId, input);
    const row = await repo.insertDept(tx, { ...values, tenantId: actor.tenantId });
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: snapshot(row) });
    return row.id;
  });

export const updateDept = (db: Database, actor: Actor, input: UpdateDeptBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await repo.findDept(tx, actor.tenantId, input.id);
    if (!before) throw notFound('部门');
    const values = await checkInput(tx, actor.tenantId, input, input.id);
    await repo.updateDeptRow(tx, actor.tenantId, input.id, values);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: snapshot(before), after: values });
  });

export const deleteDept = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await repo.findDept(tx, actor.tenantId, id);
    if (!before) throw notFound('部门');
    const children = await repo.countChildren(tx, actor.tenantId, id);
    if (children > 0) throw new AppError('CONFLICT', `该部门下还有 ${children} 个下级部门，不能删除`);
    const staff = await repo.countUsers(tx, actor.tenantId, id);
    if (staff > 0) throw new AppError('CONFLICT', `该部门下还有 ${staff} 名用户，请先调整他们的部门再删除`);
    await repo.deleteDeptRow(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: snapshot(before) });
  });
