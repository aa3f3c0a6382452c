import { chinaDate, type PageResult, type SealRegisterRow, type SealRegisterQuery } from '@notaria/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { contains, offsetOf } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { users } from '../user/user.table.ts';
import type { SealRegisterEntry } from './seal-register-chain.ts';
import { verifySealRegister } from './seal-register-chain.ts';
import { seals, sealRegister } from './seal.table.ts';
import { xlsxOf } from './xlsx.ts';

const applicant = alias(users, 'register_applicant');
const operator = alias(users, 'register_operator');

const joined = (tx: Tx) =>
  tx
    .select({ e: sealRegister, sealName: seals.name, applicantName: applicant.name, operatorName: operator.name })
    .from(sealRegister)
    .innerJoin(seals, eq(seals.id, sealRegister.sealId))
    .leftJoin(applicant, eq(applicant.id, sealRegister.applicantId))
    .leftJoin(operator, eq(operator.id, sealRegister.operatorId));

type Joined = { e: SealRegisterEntry; sealName: string; applicantName: string | null; operatorName: string | null };

const present = ({ e, sealName, applicantName, operatorName }: Joined): SealRegisterRow => ({
  id: e.id,
  seq: e.seq,
  sealId: e.sealId,
  sealName,
  requestKind: e.requestKind,
  requestId: e.requestId,
  applicantName: applicantName ?? '',
  operatorName: operatorName ?? '',
  documentName: e.documentName,
  impressions: e.impressions,
  documentSha256Before: e.documentSha256Before,
  documentSha256After: e.documentSha256After,
  note: e.note,
  at: e.at.toISOString(),
  hash: e.hash,
});

/** A register row as the API shows it, with the names of its seal and people. */
export async function presentRegisterRow(tx: Tx, tenantId: number, entry: SealRegisterEntry): Promise<SealRegisterRow> {
  const [r] = await joined(tx).where(and(eq(sealRegister.tenantId, tenantId), eq(sealRegister.id, entry.id)));
  return present(r);
}

type Filters = Pick<SealRegisterQuery, 'sealId' | 'month' | 'applicantName'>;
const where = (tenantId: number, q: Filters): SQL | undefined =>
  and(
    eq(sealRegister.tenantId, tenantId),
    q.sealId ? eq(sealRegister.sealId, q.sealId) : undefined,
    // The month of the office (Asia/Shanghai), as every date the office reads.
    q.month ? sql`to_char(${sealRegister.at} at time zone 'Asia/Shanghai', 'YYYY-MM') = ${q.month}` : undefined,
    contains(applicant.name, q.applicantName),
  );

/** 用印登记簿, newest first. */
export const pageRegister = (db: Database, actor: Actor, q: SealRegisterQuery): Promise<PageResult<SealRegisterRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const w = where(actor.tenantId, q);
    const [{ total }] = await tx.select({ total: count() }).from(sealRegister).leftJoin(applicant, eq(applicant.id, sealRegister.applicantId)).where(w);
    const rows = await joined(tx).where(w).orderBy(desc(sealRegister.seq)).limit(q.size).offset(offsetOf(q));
    return { list: rows.map(present), total };
  });

const EXPORT_MAX = 50_000;
const china = (d: Date) => `${chinaDate(d)} ${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(11, 16)}`;

/** The filtered register as .xlsx in register order, headed by the chain check at the time of export. */
export async function exportRegister(db: Database, actor: Actor, q: Filters): Promise<{ fileName: string; bytes: Buffer }> {
  const check = await verifySealRegister(db, actor.tenantId);
  const rows = await inTenant(db, actor.tenantId, async (tx) => {
    const list = await joined(tx).where(where(actor.tenantId, q)).orderBy(asc(sealRegister.seq)).limit(EXPORT_MAX);
    await audit(tx, actor, { module: 'seal', action: 'exportRegister', after: { ...q, rows: list.length } });
    return list;
  });
  const sheet: (string | number)[][] = [
    ['用印登记簿'],
    [
      '导出时间',
      china(new Date()),
      '哈希链校验',
      check.ok ? `完整（${check.checked} 条）` : `第 ${check.firstBroken?.seq} 条起不一致：${check.firstBroken?.reason}`,
    ],
    ['序号', '用印时间', '印章', '文件名称', '用印次数', '申请人', '经办人（保管人）', '备注', '文件 SHA-256（用印前）', '文件 SHA-256（用印后）', '本条哈希'],
    ...rows.map(({ e, sealName, applicantName, operatorName }) => [
      e.seq,
      china(e.at),
      sealName,
      e.documentName,
      e.impressions,
      applicantName ?? '',
      operatorName ?? '',
      e.note,
      e.documentSha256Before ?? '',
      e.documentSha256After ?? '',
      e.hash,
    ]),
  ];
  const bytes = await xlsxOf('用印登记簿', sheet);
  return { fileName: `用印登记簿-${chinaDate(new Date())}.xlsx`, bytes };
}
