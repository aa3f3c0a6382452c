import {
  chinaDate,
  maskIdNumber,
  type PageResult,
  type RealEstateQueryInput,
  type RealEstateQueryPageQuery,
  type RealEstateQueryRow,
  type UpdateRealEstateQueryBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { isCalendarDate } from '../../lib/office-time.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findCase } from '../business/business.api.ts';
import { ownFile } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './real-estate-query.repo.ts';

const M = 'realEstateQuery';

type Joined = NonNullable<Awaited<ReturnType<typeof repo.findQuery>>>;
const toRow = ({ r, businessNumber, recordedByName }: Joined): RealEstateQueryRow => ({
  id: r.id,
  caseId: r.caseId,
  businessNumber,
  propertyLocation: r.propertyLocation,
  certificateNumber: r.certificateNumber,
  ownerName: r.ownerName,
  ownerIdNumber: r.ownerIdMasked,
  channel: r.channel,
  queryDate: r.queryDate,
  result: r.result,
  notes: r.notes,
  attachments: r.attachments,
  recordedBy: r.recordedBy,
  recordedByName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
/** What the log keeps of a record (the ID number masked, as stored). */
const logged = ({ id: _i, createdAt: _c, updatedAt: _u, recordedByName: _n, ...rest }: RealEstateQueryRow) => ({
  ...rest,
  attachments: rest.attachments.map((a) => a.name),
});

/** Checks an input against this tenant's cases and files and gives the values to store. */
async function valuesOf(tx: Tx, actor: Actor, input: RealEstateQueryInput) {
  const c = await findCase(tx, actor.tenantId, input.caseId);
  if (!c) throw invalid('所选业务不存在');
  const text = (s: string, what: string) => {
    const t = s.trim();
    if (!t) throw invalid(`请填写${what}`);
    return t;
  };
  if (!isCalendarDate(input.queryDate)) throw invalid('查询日期无效');
  if (input.queryDate > chinaDate(new Date())) throw invalid('查询日期不能晚于今天');
  const notes = input.notes?.trim() ?? '';
  if (input.result === 'OTHER' && !notes) throw invalid('查询结果为“其他”时须在备注中说明');
  const attachments = [];
  for (const url of input.attachments ?? []) {
    const file = await ownFile(tx, actor.tenantId, url, '附件');
    attachments.push({ url, name: file.name });
  }
  return {
    caseId: c.id,
    propertyLocation: text(input.propertyLocation, '不动产坐落'),
    certificateNumber: text(input.certificateNumber, '不动产权证号'),
    ownerName: text(input.ownerName, '权利人'),
    ownerIdMasked: maskIdNumber(input.ownerIdNumber),
    channel: input.channel,
    queryDate: input.queryDate,
    result: input.result,
    notes,
    attachments,
  };
}

async function load(tx: Tx, tenantId: number, id: number) {
  const r = await repo.findQuery(tx, tenantId, id);
  if (!r) throw notFound('不动产查询记录');
  return r;
}

export const pageQueries = (db: Database, actor: Actor, p: RealEstateQueryPageQuery): Promise<PageResult<RealEstateQueryRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    for (const d of [p.from, p.to]) if (d && !isCalendarDate(d)) throw invalid('查询日期无效');
    const page = await repo.pageQueries(tx, actor.tenantId, p);
    return { total: page.total, list: page.list.map(toRow) };
  });

export const createQuery = (db: Database, actor: Actor, input: RealEstateQueryInput): Promise<RealEstateQueryRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const values = await valuesOf(tx, actor, input);
    const { id } = await repo.insertQuery(tx, { ...values, tenantId: actor.tenantId, recordedBy: actor.userId });
    const row = toRow(await load(tx, actor.tenantId, id));
    await audit(tx, actor, {
      module: M,
      action: 'create',
      targetId: id,
      after: logged(row),
      message: `${row.businessNumber}：登记不动产查询（${row.certificateNumber}）`,
    });
    return row;
  });

export const updateQuery = (db: Database, actor: Actor, input: UpdateRealEstateQueryBody): Promise<RealEstateQueryRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = toRow(await load(tx, actor.tenantId, input.id));
    await repo.updateQuery(tx, actor.tenantId, input.id, await valuesOf(tx, actor, input));
    const row = toRow(await load(tx, actor.tenantId, input.id));
    await audit(tx, actor, {
      module: M,
      action: 'update',
      targetId: input.id,
      before: logged(before),
      after: logged(row),
      message: `${row.businessNumber}：修改不动产查询（${row.certificateNumber}）`,
    });
    return row;
  });

export const deleteQuery = (db: Database, actor: Actor, id: number): Promise<void> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = toRow(await load(tx, actor.tenantId, id));
    await repo.deleteQuery(tx, actor.tenantId, id);
    await audit(tx, actor, {
      module: M,
      action: 'delete',
      targetId: id,
      before: logged(before),
      message: `${before.businessNumber}：删除不动产查询（${before.certificateNumber}）`,
    });
  });
