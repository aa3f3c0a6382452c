import type { CreateDictBody, DictEntry, DictLazyNode, DictNode, DictWithItems, UpdateDictBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { buildTree, filterWithAncestors } from '../../lib/tree.ts';
import * as repo from './dict.repo.ts';

const M = 'dict';

const toEntry = (r: repo.DictRecord): DictEntry => ({
  id: r.id,
  key: r.key,
  parentKey: r.parentKey,
  name: r.name,
  value: r.value,
  sort: r.sort,
  enabled: r.enabled,
  remark: r.remark,
});
const keyTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '字典键已存在，请换一个') : err);

export const dictTree = (db: Database, actor: Actor, name?: string): Promise<DictNode[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const rows = (await repo.allEntries(tx, actor.tenantId)).map(toEntry);
    const ids = new Map(rows.map((r) => [r.key, r.id]));
    const flat = rows.map((r) => ({ ...r, parentId: r.parentKey === null ? null : (ids.get(r.parentKey) ?? null) }));
    const strip = (nodes: ReturnType<typeof buildTree<(typeof flat)[number]>>): DictNode[] =>
      nodes.map(({ parentId: _p, children, ...e }) => ({ ...e, children: strip(children) }));
    return strip(buildTree(name ? filterWithAncestors(flat, name.trim()) : flat));
  });

export const lazyTree = (db: Database, actor: Actor, parentKey?: string): Promise<DictLazyNode[]> =>
  inTenant(db, actor.tenantId, async (tx) =>
    (await repo.childrenOf(tx, actor.tenantId, parentKey || null)).map((r) => ({ ...toEntry(r.entry), hasChildren: r.hasChildren })),
  );

/** An entry and its enabled children: the options of a dictionary, for any page's select list. */
export const dictByKey = (db: Database, actor: Actor, key: string): Promise<DictWithItems> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const entry = await repo.findByKey(tx, actor.tenantId, key);
    if (!entry) throw notFound('字典');
    const items = (await repo.childrenOf(tx, actor.tenantId, key)).filter((r) => r.entry.enabled).map((r) => toEntry(r.entry));
    return { ...toEntry(entry), items };
  });

async function checkParent(tx: Tx, tenantId: number, parentKey: string | null, selfKey?: string) {
  if (parentKey === null) return;
  if (parentKey === selfKey) throw invalid('上级字典不能是它自己');
  if (!(await repo.findByKey(tx, tenantId, parentKey))) throw invalid('上级字典不存在');
}

const fields = (input: CreateDictBody) => ({
  key: input.key,
  parentKey: input.parentKey || null,
  name: input.name.trim(),
  value: input.value?.trim() ?? '',
  sort: input.sort ?? 0,
  enabled: input.enabled ?? true,
  remark: input.remark?.trim() ?? '',
});

export const createDict = (db: Database, actor: Actor, input: CreateDictBody): Promise<DictEntry> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = fields(input);
    await checkParent(tx, actor.tenantId, v.parentKey);
    const row = await repo.insertEntry(tx, { ...v, tenantId: actor.tenantId });
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: toEntry(row) });
    return toEntry(row);
  }).catch((err) => Promise.reject(keyTaken(err)));

/** A renamed key carries its children along. */
export const updateDict = (db: Database, actor: Actor, input: UpdateDictBody): Promise<DictEntry> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await repo.findById(tx, actor.tenantId, input.id);
    if (!before) throw notFound('字典');
    const v = fields(input);
    await checkParent(tx, actor.tenantId, v.parentKey, before.key);
    const row = await repo.updateEntry(tx, actor.tenantId, input.id, v);
    if (v.key !== before.key) await repo.renameParentKey(tx, actor.tenantId, before.key, v.key);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: toEntry(before), after: toEntry(row) });
    return toEntry(row);
  }).catch((err) => Promise.reject(keyTaken(err)));

export const deleteDict = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await repo.findById(tx, actor.tenantId, id);
    if (!before) throw notFound('字典');
    const children = await repo.childrenOf(tx, actor.tenantId, before.key);
    if (children.length) throw new AppError('CONFLICT', `该字典下还有 ${children.length} 个子项，请先删除子项`);
    await repo.deleteEntry(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: toEntry(before) });
  });
