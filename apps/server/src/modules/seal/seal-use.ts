import {
  SEAL_TYPES,
  SEAL_USE_BLANK_KIND,
  SEAL_USE_KIND,
  type PageResult,
  type SealDocument,
  type SealRegisterRow,
  type SealStampBody,
  type SealUseBody,
  type SealUsePageQuery,
  type SealUseRow,
} from '@notaria/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import { registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { departments } from '../dept/dept.table.ts';
import { FILE_URL_PREFIX, ownFile } from '../files/files.api.ts';
import { findFlowByCode } from '../flow/flow.api.ts';
import { notify } from '../notice/notice.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { users } from '../user/user.table.ts';
import { appendSealRegister } from './seal-register-chain.ts';
import { presentRegisterRow } from './seal-register-list.ts';
import { findSeal, unusableReason } from './seal-registry.ts';
import { seals, sealUseRequests } from './seal.table.ts';

type UseRequest = typeof sealUseRequests.$inferSelect;
const REGISTER_FN = 'oa:seal:register';

const BLANK_REFUSED = '空白文书用印须经特别审批，本处未启用“空白文书用印审批”流程（流程编码 useSealBlank），不予受理。请在文书内容确定后再申请用印。';

/** 用印申请: the seal must be usable and the caller's if personal; 空白文书 only through the office's special flow. */
export const applySealUse = (db: Database, actor: Actor, body: SealUseBody): Promise<SealUseRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const seal = await findSeal(tx, actor.tenantId, body.sealId);
    if (!seal) throw invalid('印章不存在');
    const unusable = unusableReason(seal);
    if (unusable) throw invalid(`${unusable}，不能申请用印`);
    if (seal.ownerUserId !== null && seal.ownerUserId !== actor.userId) throw invalid(`印章“${seal.name}”为个人印章，只能由其所属人申请使用`);
    if (seal.kind !== 'PHYSICAL') throw invalid('电子印章请通过“电子签章”申请使用');
    if (body.blank) {
      const flow = await findFlowByCode(tx, actor.tenantId, SEAL_USE_BLANK_KIND);
      if (!flow || !flow.enabled) throw invalid(BLANK_REFUSED);
    } else if (body.documentUrls.length === 0) throw invalid('请上传待用印的文件');
    const documents: SealDocument[] = [];
    for (const url of body.documentUrls) {
      const f = await ownFile(tx, actor.tenantId, url, '待用印文件');
      if (documents.some((d) => d.url === `${FILE_URL_PREFIX}${f.id}`)) continue;
      documents.push({ url: `${FILE_URL_PREFIX}${f.id}`, name: f.name, sha256: f.sha256 });
    }
    const [me] = await tx
      .select({ deptId: users.deptId })
      .from(users)
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, actor.userId)));
    const [row] = await tx
      .insert(sealUseRequests)
      .values({
        tenantId: actor.tenantId,
        sealId: seal.id,
        applicantId: actor.userId,
        deptId: me?.deptId ?? null,
        documentName: body.documentName,
        copies: body.copies,
        impressions: body.impressions,
        purpose: body.purpose,
        counterparty: body.counterparty ?? '',
        blank: body.blank,
        documents,
      })
      .returning();
    const kind = body.blank ? SEAL_USE_BLANK_KIND : SEAL_USE_KIND;
    const summary = `${body.blank ? '【空白文书】' : ''}${seal.name}：${body.documentName}（${body.copies} 份，${body.impressions} 次）`;
    const approval = await startApproval(tx, actor, { kind, subjectId: row.id, summary });
    await tx.update(sealUseRequests).set({ approvalId: approval.id }).where(eq(sealUseRequests.id, row.id));
    await audit(tx, actor, { module: 'seal', action: 'applyUse', targetId: row.id, after: { ...body, approvalId: approval.id } });
    return (await readUses(tx, actor, eq(sealUseRequests.id, row.id), { current: 1, size: 1 })).list[0];
  });

/** Requests with their seal, applicant, department and keeper; `canStamp` for the keeper of an approved one. */
async function readUses(tx: Tx, actor: Actor, where: SQL | undefined, q: { current: number; size: number }): Promise<PageResult<SealUseRow>> {
  const all = and(eq(sealUseRequests.tenantId, actor.tenantId), where);
  const [{ total }] = await tx.select({ total: count() }).from(sealUseRequests).where(all);
  const rows = await tx
    .select({ r: sealUseRequests, seal: seals, applicantName: users.name, deptName: departments.name })
    .from(sealUseRequests)
    .innerJoin(seals, eq(seals.id, sealUseRequests.sealId))
    .leftJoin(users, eq(users.id, sealUseRequests.applicantId))
    .leftJoin(departments, eq(departments.id, sealUseRequests.deptId))
    .where(all)
    .orderBy(desc(sealUseRequests.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const keeperIds = [...new Set(rows.map((r) => r.seal.keeperId).filter((id): id is number => id !== null))];
  const keepers = new Map<number, string>();
  for (const id of keeperIds) {
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
    if (u) keepers.set(id, u.name);
  }
  const mayRegister = actor.permissions.includes('*') || actor.permissions.includes(REGISTER_FN);
  return {
    total,
    list: rows.map(({ r, seal, applicantName, deptName }) => ({
      id: r.id,
      sealId: r.sealId,
      sealName: seal.name,
      sealType: seal.sealType,
      applicantId: r.applicantId,
      applicantName: applicantName ?? '',
      deptName: deptName ?? '',
      documentName: r.documentName,
      copies: r.copies,
      impressions: r.impressions,
      purpose: r.purpose,
      counterparty: r.counterparty,
      blank: r.blank,
      documents: r.documents,
      status: r.status,
      approvalId: r.approvalId,
      keeperName: seal.keeperId ? (keepers.get(seal.keeperId) ?? '') : '',
      canStamp: mayRegister && r.status === 'APPROVED' && seal.keeperId === actor.userId,
      createdAt: r.createdAt.toISOString(),
      stampedAt: r.stampedAt?.toISOString() ?? null,
    })),
  };
}

const filters = (q: SealUsePageQuery) =>
  and(q.status ? eq(sealUseRequests.status, q.status) : undefined, q.sealId ? eq(sealUseRequests.sealId, q.sealId) : undefined);

/** 我的用印申请. */
export const mySealUses = (db: Database, actor: Actor, q: SealUsePageQuery) =>
  inTenant(db, actor.tenantId, (tx) => readUses(tx, actor, and(eq(sealUseRequests.applicantId, actor.userId), filters(q)), q));

/** Every 用印申请 of the office (印章管理): the keeper finds the approved ones to stamp here. */
export const officeSealUses = (db: Database, actor: Actor, q: SealUsePageQuery) => inTenant(db, actor.tenantId, (tx) => readUses(tx, actor, filters(q), q));

const FUTURE_SLACK_MS = 5 * 60_000;

/** 登记用印: only the seal's keeper, once per approved request, at most the approved impressions. */
export const stampSealUse = (db: Database, actor: Actor, body: SealStampBody): Promise<SealRegisterRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [r] = await tx
      .select()
      .from(sealUseRequests)
      .where(and(eq(sealUseRequests.tenantId, actor.tenantId), eq(sealUseRequests.id, body.requestId)))
      .for('update');
    if (!r) throw notFound('用印申请');
    if (r.status === 'STAMPED') throw new AppError('CONFLICT', '该用印申请已登记用印，不能重复登记');
    if (r.status !== 'APPROVED') throw new AppError('CONFLICT', '用印申请尚未审批通过，不能用印');
    const seal = await findSeal(tx, actor.tenantId, r.sealId);
    if (!seal) throw notFound('印章');
    if (seal.keeperId !== actor.userId) throw forbidden(`只有印章“${seal.name}”的保管人可以登记用印`);
    const unusable = unusableReason(seal);
    if (unusable) throw new AppError('CONFLICT', `${unusable}，不能用印`);
    if (body.impressions > r.impressions) throw invalid(`实际用印次数不能超过批准的 ${r.impressions} 次`);
    const at = body.stampedAt ? new Date(body.stampedAt) : new Date();
    if (at.getTime() > Date.now() + FUTURE_SLACK_MS) throw invalid('用印时间不能晚于现在');
    if (at.getTime() < r.updatedAt.getTime() - FUTURE_SLACK_MS) throw invalid('用印时间不能早于审批通过的时间');
    const entry = await appendSealRegister(tx, actor, {
      sealId: seal.id,
      requestId: r.id,
      requestKind: SEAL_USE_KIND,
      applicantId: r.applicantId,
      impressions: body.impressions,
      documentName: r.blank ? `【空白文书】${r.documentName}` : r.documentName,
      documentSha256Before: r.documents[0]?.sha256 ?? null,
      note: body.note ?? '',
      at,
    });
    await tx.update(sealUseRequests).set({ status: 'STAMPED', stampedAt: at, updatedAt: new Date() }).where(eq(sealUseRequests.id, r.id));
    return presentRegisterRow(tx, actor.tenantId, entry);
  });

/**
 * Live delivery of the keeper's notice. Approvals are decided inside the approval module's transactions, whose
 * signatures carry no hub, so the routes bind the app's hub once; unbound, the notice is stored and read on the next fetch.
 */
let liveHub: RealtimeHub | null = null;
export const bindSealHub = (hub: RealtimeHub) => {
  liveHub = hub;
};
const storeOnly = { deliver: async () => undefined } as unknown as RealtimeHub;

/** Tells the seal's keeper that an approved request waits for the stamping. */
async function tellKeeper(tx: Tx, r: UseRequest, senderId: number) {
  const seal = await findSeal(tx, r.tenantId, r.sealId);
  if (!seal?.keeperId) return;
  await notify(tx, liveHub ?? storeOnly, r.tenantId, {
    to: { userIds: [seal.keeperId] },
    notifyType: 'APPROVAL_RESULT',
    title: `用印申请已批准，待您用印：${seal.name}（${r.documentName}）`.slice(0, 100),
    content: `${r.copies} 份，${r.impressions} 次。请核对文件后用印，并在“印章管理 › 用印申请”中登记用印。`,
    link: '/oa/seal?tab=uses',
    senderId,
  });
}

const openOf = async (tx: Tx, request: ApprovalRequestRow): Promise<UseRequest | undefined> =>
  (
    await tx
      .select()
      .from(sealUseRequests)
      .where(and(eq(sealUseRequests.tenantId, request.tenantId), eq(sealUseRequests.id, request.subjectId), eq(sealUseRequests.status, 'PENDING')))
      .for('update')
  )[0];

async function describeUse(tx: Tx, request: ApprovalRequestRow) {
  const [row] = await tx
    .select({ r: sealUseRequests, seal: seals })
    .from(sealUseRequests)
    .innerJoin(seals, eq(seals.id, sealUseRequests.sealId))
    .where(and(eq(sealUseRequests.tenantId, request.tenantId), eq(sealUseRequests.id, request.subjectId)));
  if (!row) return [];
  const { r, seal } = row;
  return [
    { label: '印章', value: `${seal.name}（${SEAL_TYPES[seal.sealType]}）` },
    { label: '文件名称', value: r.documentName },
    { label: '份数 / 用印次数', value: `${r.copies} 份 / ${r.impressions} 次` },
    { label: '用印事由', value: r.purpose },
    ...(r.counterparty ? [{ label: '文件送往单位', value: r.counterparty }] : []),
    { label: '空白文书', value: r.blank ? '是（须特别审批）' : '否' },
    { label: '待用印文件', value: r.documents.map((d) => d.name).join('、') || '无' },
  ];
}

for (const [kind, title] of [
  [SEAL_USE_KIND, '用印'],
  [SEAL_USE_BLANK_KIND, '空白文书用印'],
] as const)
  registerApprovalKind({
    kind,
    title,
    flowCode: kind,
    async onApproved(tx, request, actor) {
      const r = await openOf(tx, request);
      if (!r) return;
      await tx.update(sealUseRequests).set({ status: 'APPROVED', updatedAt: new Date() }).where(eq(sealUseRequests.id, r.id));
      await tellKeeper(tx, r, actor.userId);
    },
    async onClosed(tx, request, _actor, outcome) {
      const r = await openOf(tx, request);
      if (r) await tx.update(sealUseRequests).set({ status: outcome, updatedAt: new Date() }).where(eq(sealUseRequests.id, r.id));
    },
    describe: describeUse,
  });
