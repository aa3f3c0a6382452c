import { and, eq } from 'drizzle-orm';
import {
  feeStandardProblem,
  type BusinessConfigRow,
  type CreateItemBody,
  type IntakeForm,
  type ItemNode,
  type ItemRow,
  type ItemTreeQuery,
  type SaveBusinessConfigBody,
  type UpdateItemBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { UsageCheck } from '../../lib/usage-check.ts';
import { buildTree, filterWithAncestors } from '../../lib/tree.ts';
import type { Actor } from '../auth/auth.api.ts';
import { publishedSchema } from '../form/form.api.ts';
import { findForm } from '../form/form.api.ts';
import { numberRules } from '../number/number.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './item.repo.ts';

const M = 'notarizationItem';
const PARENT_LEVEL = { CATEGORY: null, PARENT: 'CATEGORY', ITEM: 'PARENT' } as const;
const LEVEL_NAME = { CATEGORY: '类别', PARENT: '事项分组', ITEM: '公证事项' } as const;

export const toItem = ({ tenantId: _t, createdAt: _c, updatedAt: _u, ...r }: repo.ItemRecord): ItemRow => r;

/** A form that business configuration uses says so when it is deleted (wired in `app.ts`). */
export const formUsedByItems: UsageCheck = async (tx, tenantId, formId) => {
  const using = await repo.itemsUsingForm(tx, tenantId, formId);
  return using.length
    ? `业务配置（${using
        .map((u) => u.name)
        .slice(0, 3)
        .join('、')}${using.length > 3 ? ' 等' : ''}）`
    : null;
};

async function loadItem(tx: Tx, tenantId: number, id: number) {
  const r = await repo.findItem(tx, tenantId, id);
  if (!r) throw notFound('公证事项');
  return r;
}

export interface ResolvedItem {
  item: repo.ItemRecord;
  parent: repo.ItemRecord | null;
  category: repo.ItemRecord | null;
  /** The item's rule, else its parent's, else its category's. */
  numberRuleId: number | null;
  certificateCode: string;
}

/** An item with its parent and category, and the numbering it inherits (what a case needs). */
export async function resolveItem(tx: Tx, tenantId: number, id: number): Promise<ResolvedItem> {
  const item = await loadItem(tx, tenantId, id);
  const parent = item.parentId ? ((await repo.findItem(tx, tenantId, item.parentId)) ?? null) : null;
  const category = parent?.parentId ? ((await repo.findItem(tx, tenantId, parent.parentId)) ?? null) : parent?.level === 'CATEGORY' ? parent : null;
  return {
    item,
    parent: parent?.level === 'PARENT' ? parent : null,
    category,
    numberRuleId: item.numberRuleId ?? parent?.numberRuleId ?? category?.numberRuleId ?? null,
    certificateCode: category?.certificateCode || parent?.certificateCode || item.certificateCode,
  };
}

export const itemTree = (db: Database, actor: Actor, q: ItemTreeQuery): Promise<ItemNode[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    let rows = (await repo.allItems(tx, actor.tenantId)).map(toItem);
    if (q.enabledOnly) rows = rows.filter((r) => r.enabled);
    if (q.name) rows = filterWithAncestors(rows, q.name);
    return buildTree(rows) as ItemNode[];
  });

export const getItem = (db: Database, actor: Actor, id: number) => inTenant(db, actor.tenantId, async (tx) => toItem(await loadItem(tx, actor.tenantId, id)));

async function values(tx: Tx, tenantId: number, input: CreateItemBody, selfId?: number) {
  const wanted = PARENT_LEVEL[input.level];
  if (wanted === null && input.parentId !== null) throw invalid('类别不能有上级');
  if (wanted !== null) {
    if (input.parentId === null || input.parentId === selfId) throw invalid(`${LEVEL_NAME[input.level]}须选择上级${LEVEL_NAME[wanted]}`);
    const parent = await repo.findItem(tx, tenantId, input.parentId);
    if (!parent) throw invalid('上级不存在');
    if (parent.level !== wanted) throw invalid(`${LEVEL_NAME[input.level]}的上级须为${LEVEL_NAME[wanted]}`);
  }
  if (input.numberRuleId) {
    const [rule] = await tx
      .select({ id: numberRules.id })
      .from(numberRules)
      .where(and(eq(numberRules.tenantId, tenantId), eq(numberRules.id, input.numberRuleId)));
    if (!rule) throw invalid('公证书编号规则不存在');
  }
  const fee = input.fee ?? null;
  const problem = fee && feeStandardProblem(fee);
  if (problem) throw invalid(problem);
  return {
    parentId: input.parentId,
    level: input.level,
    name: input.name.trim(),
    code: input.code,
    sort: input.sort ?? 0,
    certificateCode: input.certificateCode?.trim() ?? '',
    personalAppearance: input.personalAppearance ?? false,
    approvalRequired: input.approvalRequired ?? true,
    numberRuleId: input.numberRuleId ?? null,
    fee,
    materials: (input.materials ?? []).map((m) => ({ name: m.name.trim(), required: m.required, note: m.note?.trim() ?? '' })),
    enabled: input.enabled ?? true,
    remark: input.remark?.trim() ?? '',
  };
}

const codeTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '事项编码已存在，请换一个') : err);

export const createItem = (db: Database, actor: Actor, input: CreateItemBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = await values(tx, actor.tenantId, input);
    const row = await repo.insertItem(tx, { ...v, tenantId: actor.tenantId });
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: v });
    return toItem(row);
  }).catch((err) => Promise.reject(codeTaken(err)));

export const updateItem = (db: Database, actor: Actor, input: UpdateItemBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadItem(tx, actor.tenantId, input.id);
    const v = await values(tx, actor.tenantId, input, input.id);
    if (v.level !== before.level && (await repo.childrenOf(tx, actor.tenantId, input.id)).length) throw new AppError('CONFLICT', '有下级的节点不能改变层级');
    const after = await repo.updateItem(tx, actor.tenantId, input.id, v);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: toItem(before), after: toItem(after) });
    return toItem(after);
  }).catch((err) => Promise.reject(codeTaken(err)));

/** Deletes an item without children unless one of `usedByChecks` (e.g. its cases) still uses it. */
export const deleteItem = (db: Database, actor: Actor, id: number, usedByChecks: UsageCheck[]) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadItem(tx, actor.tenantId, id);
    const children = await repo.childrenOf(tx, actor.tenantId, id);
    if (children.length) throw new AppError('CONFLICT', `“${before.name}”下还有 ${children.length} 个下级，请先删除下级`);
    for (const check of usedByChecks) {
      const usedBy = await check(tx, actor.tenantId, id);
      if (usedBy) throw new AppError('CONFLICT', `“${before.name}”已有${usedBy}，不能删除，可改为停用`);
    }
    await repo.deleteItem(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: toItem(before) });
  });

// ---- 业务配置

async function configOf(tx: Tx, tenantId: number, itemId: number): Promise<BusinessConfigRow> {
  const item = await loadItem(tx, tenantId, itemId);
  const c = await repo.findConfig(tx, tenantId, itemId);
  return {
    itemId,
    itemName: item.name,
    formId: c?.config.formId ?? null,
    formName: c?.formName ?? '',
    formPublishedVersion: c?.formPublishedVersion ?? null,
    updatedAt: c ? c.config.updatedAt.toISOString() : null,
  };
}

export const getConfig = (db: Database, actor: Actor, itemId: number) => inTenant(db, actor.tenantId, (tx) => configOf(tx, actor.tenantId, itemId));

export const saveConfig = (db: Database, actor: Actor, input: SaveBusinessConfigBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await configOf(tx, actor.tenantId, input.itemId);
    const item = await loadItem(tx, actor.tenantId, input.itemId);
    if (item.level !== 'ITEM') throw invalid('只能为公证事项（末级）配置受理表单');
    if (input.formId !== null) {
      const form = await findForm(tx, actor.tenantId, input.formId);
      if (!form) throw invalid('表单不存在');
      if (form.publishedVersion === null) throw invalid(`表单“${form.name}”尚未发布，请先发布`);
    }
    await repo.upsertConfig(tx, actor.tenantId, input.itemId, input.formId, actor.userId);
    const after = await configOf(tx, actor.tenantId, input.itemId);
    await audit(tx, actor, {
      module: 'businessConfig',
      action: 'update',
      targetId: input.itemId,
      diff: [{ field: 'formId', before: before.formId, after: after.formId }],
    });
    return after;
  });

/** The published intake form of an item (what the case wizard renders and the server validates). */
export async function intakeFormOf(tx: Tx, tenantId: number, itemId: number): Promise<IntakeForm> {
  await loadItem(tx, tenantId, itemId);
  const c = await repo.findConfig(tx, tenantId, itemId);
  if (!c?.config.formId) return { itemId, formId: null, version: null, schema: null };
  const p = await publishedSchema(tx, tenantId, c.config.formId);
  return { itemId, formId: c.config.formId, version: p.version, schema: p.schema as unknown as Record<string, unknown> };
}

export const getIntakeForm = (db: Database, actor: Actor, itemId: number) => inTenant(db, actor.tenantId, (tx) => intakeFormOf(tx, actor.tenantId, itemId));
