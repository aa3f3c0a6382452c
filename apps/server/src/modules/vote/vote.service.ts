import { createHash, randomUUID } from 'node:crypto';
import {
  hasPermission,
  type BallotBody,
  type BallotReceipt,
  type PageResult,
  type VoteCreateBody,
  type VoteDetail,
  type VoteMinutesBody,
  type VotePageQuery,
  type VoteRow,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { ownFile } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import {
  countsOf,
  findVote,
  hasParticipated,
  insertBallot,
  insertVote,
  isVoterOf,
  namedBallotsOf,
  namesOf,
  pageVotes,
  recordParticipation,
  updateVote,
  votersOf,
  type VoteRecord,
} from './vote.repo.ts';
import { checkCaseLink, closeVote, noteOnCase, openVote, pushLive, settleDue } from './vote-lifecycle.ts';
import { checkChoices, optionsFor } from './vote.rules.ts';

const manages = (actor: Actor) => hasPermission(actor.permissions, 'oa:vote:manage');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A vote the caller may see: its creator, a manager, or someone on its voter list. Anyone else is told it does not exist. */
async function visibleVote(tx: Tx, actor: Actor, id: number, lock = false): Promise<VoteRecord> {
  const v = await findVote(tx, actor.tenantId, id, lock);
  if (!v) throw notFound('表决');
  if (v.createdBy === actor.userId || manages(actor) || (await isVoterOf(tx, v.id, actor.userId))) return v;
  throw notFound('表决');
}

function mayRun(actor: Actor, v: VoteRecord): void {
  if (v.createdBy !== actor.userId && !manages(actor)) throw forbidden('只有发起人或表决管理人员可以执行此操作');
}

export async function createVote(db: Database, hub: RealtimeHub, actor: Actor, body: VoteCreateBody): Promise<VoteDetail> {
  const options = optionsFor(body.kind, body.options);
  if (!body.voters.userIds.length && !body.voters.roleIds.length && !body.voters.deptIds.length) throw invalid('请至少选择一名表决人、一个角色或一个部门');
  const opensAt = body.opensAt ? new Date(body.opensAt) : null;
  const closesAt = body.closesAt ? new Date(body.closesAt) : null;
  if (closesAt && closesAt.getTime() <= Math.max(Date.now(), opensAt?.getTime() ?? 0)) throw invalid('截止时间须晚于当前时间和开始时间');
  if (body.kind === 'MULTI' && body.maxChoices > options.length) throw invalid('最多可选项数不能超过选项数');
  const id = await inTenant(db, actor.tenantId, async (tx) => {
    const caseId = await checkCaseLink(tx, actor.tenantId, body.caseNumber);
    const v = await insertVote(tx, {
      tenantId: actor.tenantId,
      title: body.title,
      description: body.description,
      kind: body.kind,
      options,
      maxChoices: body.kind === 'MULTI' ? body.maxChoices : 1,
      voterScope: body.voters,
      anonymous: body.anonymous,
      hideCounts: body.hideCounts,
      quorum: body.quorum,
      passRule: body.passRule,
      opensAt,
      closesAt,
      caseId,
      createdBy: actor.userId,
    });
    if (!opensAt || opensAt.getTime() <= Date.now()) {
      const opened = await openVote(tx, hub, v);
      if (opened.status !== 'OPEN') throw invalid('所选范围内没有在岗的表决人');
    }
    await audit(tx, actor, { module: 'vote', action: 'create', targetId: v.id, message: `发起表决《${v.title}》` });
    return v.id;
  });
  return voteDetail(db, hub, actor, id);
}

export async function pageMyVotes(db: Database, hub: RealtimeHub, actor: Actor, q: VotePageQuery): Promise<PageResult<VoteRow>> {
  return inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    const page = await pageVotes(tx, actor.tenantId, actor.userId, q, manages(actor));
    return {
      total: page.total,
      list: page.list.map(({ createdBy: _c, caseId: _k, result, ...r }) => ({
        ...r,
        opensAt: iso(r.opensAt),
        closesAt: iso(r.closesAt),
        createdAt: r.createdAt.toISOString(),
        passed: result ? result.passed : null,
      })),
    };
  });
}

async function detailIn(tx: Tx, actor: Actor, v: VoteRecord): Promise<VoteDetail> {
  const names = await namesOf(tx, v);
  const { byKey } = await countsOf(tx, v.id);
  const hidden = v.hideCounts && v.status === 'OPEN' && v.createdBy !== actor.userId && !manages(actor);
  const voters = await votersOf(tx, v.id);
  // Named votes show who chose what once closed; an anonymous ballot has no voter, so there is nothing to show.
  const named = !v.anonymous && v.status === 'CLOSED' ? new Map((await namedBallotsOf(tx, v.id)).map((b) => [b.voterId, b.choices])) : null;
  const mine = !v.anonymous ? (await namedBallotsOf(tx, v.id, [actor.userId]))[0]?.choices : undefined;
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    kind: v.kind,
    status: v.status,
    anonymous: v.anonymous,
    hideCounts: v.hideCounts,
    options: v.options,
    maxChoices: v.maxChoices,
    quorum: v.quorum,
    passRule: v.passRule,
    caseId: v.caseId,
    caseNumber: names.caseNumber,
    creatorName: names.creatorName,
    opensAt: iso(v.opensAt),
    closesAt: iso(v.closesAt),
    createdAt: v.createdAt.toISOString(),
    eligible: voters.length,
    cast: voters.filter((x) => x.voted).length,
    isVoter: voters.some((x) => x.userId === actor.userId),
    hasVoted: await hasParticipated(tx, v.id, actor.userId),
    isCreator: v.createdBy === actor.userId,
    passed: v.result ? v.result.passed : null,
    counts: hidden ? null : v.options.map((o) => ({ key: o.key, label: o.label, count: byKey.get(o.key) ?? 0 })),
    myChoices: mine ?? null,
    voters: voters.map((x) => ({ ...x, choices: named?.get(x.userId) ?? null })),
    result: v.result,
    resultSha256: v.resultSha256,
    resultSm3: v.resultSm3,
    chainSeq: v.chainSeq,
    minutesUrl: v.minutesUrl,
    minutesName: v.minutesName,
  };
}

export const voteDetail = (db: Database, hub: RealtimeHub, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    return detailIn(tx, actor, await visibleVote(tx, actor, id));
  });

/**
 * Casts the caller's ballot. The vote row is locked, so a ballot and the closing never cross. One ballot each is the
 * participation table's primary key; for an anonymous vote the ballot is written with a random id and neither voter
 * nor time, so nothing links it to the participation row written beside it.
 */
export async function castBallot(db: Database, hub: RealtimeHub, actor: Actor, body: BallotBody): Promise<BallotReceipt> {
  return inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    const v = await visibleVote(tx, actor, body.id, true);
    if (v.status === 'CLOSED' || v.status === 'CANCELLED') throw new AppError('CONFLICT', '表决已结束，不能再投票');
    if (v.status === 'DRAFT') throw new AppError('CONFLICT', '表决尚未开始，请在开始后投票');
    if (!(await isVoterOf(tx, v.id, actor.userId))) throw forbidden('您不在本次表决的表决人名单中');
    const choices = checkChoices(v.kind, v.options, v.maxChoices, body.choices);
    if (!(await recordParticipation(tx, actor.tenantId, v.id, actor.userId))) throw new AppError('CONFLICT', '您已投过票，每人只能投一票');
    const ballotId = randomUUID();
    await insertBallot(tx, {
      id: ballotId,
      tenantId: actor.tenantId,
      voteId: v.id,
      voterId: v.anonymous ? null : actor.userId,
      choices,
      castAt: v.anonymous ? null : new Date(),
    });
    await pushLive(tx, hub, v);
    return {
      receipt: createHash('sha256')
        .update(`${ballotId}:${choices.join(',')}`)
        .digest('hex'),
    };
  });
}

export const closeVoteNow = (db: Database, hub: RealtimeHub, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    const v = await visibleVote(tx, actor, id, true);
    mayRun(actor, v);
    return detailIn(tx, actor, await closeVote(tx, hub, v, { userId: actor.userId, name: actor.name, actor }));
  });

export const cancelVote = (db: Database, hub: RealtimeHub, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    const v = await visibleVote(tx, actor, id, true);
    mayRun(actor, v);
    if (v.status === 'CLOSED' || v.status === 'CANCELLED') throw new AppError('CONFLICT', '表决已结束或已取消');
    const cancelled = await updateVote(tx, actor.tenantId, v.id, { status: 'CANCELLED' });
    await audit(tx, actor, { module: 'vote', action: 'cancel', targetId: v.id, message: `取消表决《${v.title}》` });
    if (v.status === 'OPEN') await pushLive(tx, hub, cancelled);
    return detailIn(tx, actor, cancelled);
  });

/** Attaches the meeting minutes (any time, also after closing); a linked case gets a timeline note naming them. */
export const saveMinutes = (db: Database, hub: RealtimeHub, actor: Actor, body: VoteMinutesBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    await settleDue(tx, hub, actor.tenantId);
    const v = await visibleVote(tx, actor, body.id, true);
    mayRun(actor, v);
    await ownFile(tx, actor.tenantId, body.minutesUrl, '会议纪要');
    const saved = await updateVote(tx, actor.tenantId, v.id, { minutesUrl: body.minutesUrl, minutesName: body.minutesName });
    await noteOnCase(tx, v, { userId: actor.userId, name: actor.name }, `表决《${v.title}》会议纪要：${body.minutesName}`);
    await audit(tx, actor, { module: 'vote', action: 'minutes', targetId: v.id, message: `表决《${v.title}》上传会议纪要 ${body.minutesName}` });
    return detailIn(tx, actor, saved);
  });
