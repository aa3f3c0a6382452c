import {
  chinaDate,
  PERSONAL_SEAL_TYPES,
  SEAL_TYPE_KIND,
  type PageResult,
  type Seal,
  type SealBody,
  type SealOption,
  type SealPageQuery,
  type SealUpdateBody,
} from '@notaria/contracts';
import { and, asc, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { contains, offsetOf } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { FILE_URL_PREFIX, ownFile } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { users } from '../user/user.table.ts';
import { seals } from './seal.table.ts';

export type SealRow = typeof seals.$inferSelect;

/** One seal of the office (any status), or undefined. */
export async function findSeal(tx: Tx, tenantId: number, id: number): Promise<SealRow | undefined> {
  const [row] = await tx
    .select()
    .from(seals)
    .where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)));
  return row;
}

/** Why a seal may not be used today, or null: it must be 启用 and within its validity dates. */
export function unusableReason(seal: SealRow, today = chinaDate(new Date())): string | null {
  if (seal.status === 'DISABLED') return `印章“${seal.name}”已停用`;
  if (seal.status === 'LOST') return `印章“${seal.name}”已登记遗失`;
  if (seal.validFrom && seal.validFrom > today) return `印章“${seal.name}”自 ${seal.validFrom} 起方可使用`;
  if (seal.validTo && seal.validTo < today) return `印章“${seal.name}”已于 ${seal.validTo} 过期`;
  return null;
}

const owner = alias(users, 'seal_owner');
const keeper = alias(users, 'seal_keeper');
const withPeople = (tx: Tx) =>
  tx
    .select({ s: seals, ownerName: owner.name, keeperName: keeper.name })
    .from(seals)
    .leftJoin(owner, eq(owner.id, seals.ownerUserId))
    .leftJoin(keeper, eq(keeper.id, seals.keeperId));

const present = (r: { s: SealRow; ownerName: string | null; keeperName: string | null }): Seal => ({
  id: r.s.id,
  name: r.s.name,
  kind: r.s.kind,
  sealType: r.s.sealType,
  ownerUserId: r.s.ownerUserId,
  ownerName: r.ownerName ?? '',
  keeperId: r.s.keeperId,
  keeperName: r.keeperName ?? '',
  imageUrl: r.s.imageFileId ? `${FILE_URL_PREFIX}${r.s.imageFileId}` : '',
  status: r.s.status,
  validFrom: r.s.validFrom,
  validTo: r.s.validTo,
  remark: r.s.remark,
  updatedAt: r.s.updatedAt.toISOString(),
});

export const listSeals = (db: Database, actor: Actor, q: SealPageQuery): Promise<PageResult<Seal>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const where = and(
      eq(seals.tenantId, actor.tenantId),
      contains(seals.name, q.name),
      q.kind ? eq(seals.kind, q.kind) : undefined,
      q.status ? eq(seals.status, q.status) : undefined,
    );
    const [{ total }] = await tx.select({ total: count() }).from(seals).where(where);
    const rows = await withPeople(tx).where(where).orderBy(asc(seals.kind), asc(seals.id)).limit(q.size).offset(offsetOf(q));
    return { list: rows.map(present), total };
  });

/** The seals an applicant may pick: active and in their validity dates; a personal seal only for its owner. */
export const sealOptions = (db: Database, actor: Actor, kind?: SealOption['kind']): Promise<SealOption[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const today = chinaDate(new Date());
    const rows = await withPeople(tx)
      .where(
        and(
          eq(seals.tenantId, actor.tenantId),
          eq(seals.status, 'ACTIVE'),
          kind ? eq(seals.kind, kind) : undefined,
          or(isNull(seals.validFrom), lte(seals.validFrom, today)),
          or(isNull(seals.validTo), gte(seals.validTo, today)),
          or(isNull(seals.ownerUserId), eq(seals.ownerUserId, actor.userId)),
        ),
      )
      .orderBy(asc(seals.kind), asc(seals.name));
    return rows.map(({ s, keeperName }) => ({ id: s.id, name: s.name, kind: s.kind, sealType: s.sealType, keeperName: keeperName ?? '' }));
  });

async function activeUser(tx: Tx, tenantId: number, id: number | null, what: string): Promise<number | null> {
  if (id === null) return null;
  const [u] = await tx
    .select({ id: users.id, activated: users.activated })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  if (!u) throw invalid(`${what}不是本机构的用户`);
  if (!u.activated) throw invalid(`${what}已停用，请另选`);
  return u.id;
}

/** The row to store from a body, checked: kind from the type, an owner for personal seals, a keeper for physical ones. */
async function sealValues(tx: Tx, actor: Actor, body: SealBody) {
  const kind = SEAL_TYPE_KIND[body.sealType];
  const personal = PERSONAL_SEAL_TYPES.includes(body.sealType);
  if (personal && body.ownerUserId === null) throw invalid('公证员签名章、电子签名章须选择所属人');
  if (!personal && body.ownerUserId !== null) throw invalid('机构印章不属于个人，请清空所属人');
  if (kind === 'PHYSICAL' && body.keeperId === null) throw invalid('实物印章须指定保管人');
  if (body.validFrom && body.validTo && body.validTo < body.validFrom) throw invalid('有效期至不能早于启用日期');
  let imageFileId: string | null = null;
  if (body.imageUrl?.trim()) imageFileId = (await ownFile(tx, actor.tenantId, body.imageUrl, '印模图片', { image: true })).id;
  if (kind === 'ELECTRONIC' && !imageFileId) throw invalid('电子印章须上传印模图片（PNG，透明背景为宜）');
  return {
    name: body.name,
    kind,
    sealType: body.sealType,
    ownerUserId: await activeUser(tx, actor.tenantId, body.ownerUserId, '所属人'),
    keeperId: await activeUser(tx, actor.tenantId, body.keeperId, '保管人'),
    imageFileId,
    status: body.status,
    validFrom: body.validFrom,
    validTo: body.validTo,
    remark: body.remark ?? '',
  };
}

async function nameTaken(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: seals.id })
    .from(seals)
    .where(and(eq(seals.tenantId, tenantId), eq(seals.name, name)));
  if (row && row.id !== exceptId) throw new AppError('CONFLICT', `已有名为“${name}”的印章`);
}

const readSeal = async (tx: Tx, tenantId: number, id: number): Promise<Seal> => {
  const [r] = await withPeople(tx).where(and(eq(seals.tenantId, tenantId), eq(seals.id, id)));
  return present(r);
};

export const createSeal = (db: Database, actor: Actor, body: SealBody): Promise<Seal> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const values = await sealValues(tx, actor, body);
    await nameTaken(tx, actor.tenantId, values.name);
    const [row] = await tx
      .insert(seals)
      .values({ ...values, tenantId: actor.tenantId, createdBy: actor.userId })
      .returning();
    await audit(tx, actor, { module: 'seal', action: 'create', targetId: row.id, after: values });
    return readSeal(tx, actor.tenantId, row.id);
  });

export const updateSeal = (db: Database, actor: Actor, body: SealUpdateBody): Promise<Seal> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [before] = await tx
      .select()
      .from(seals)
      .where(and(eq(seals.tenantId, actor.tenantId), eq(seals.id, body.id)))
      .for('update');
    if (!before) throw notFound('印章');
    const values = await sealValues(tx, actor, body);
    // The type decides what the seal is; a seal in the register stays the kind it was stamped as.
    if (values.kind !== before.kind) throw invalid('不能在实物印章与电子印章之间改变类型，请新增印章');
    await nameTaken(tx, actor.tenantId, values.name, before.id);
    await tx
      .update(seals)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(seals.id, before.id));
    await audit(tx, actor, { module: 'seal', action: 'update', targetId: before.id, before, after: values });
    return readSeal(tx, actor.tenantId, before.id);
  });
