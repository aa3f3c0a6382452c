import { VOTE_MESSAGE_TYPE, type VoteLive, type VoteResult } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { afterCommit } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findCase, insertEvent } from '../business/business.api.ts';
import { appendToChain, dualHash } from '../integrity/integrity.api.ts';
import { notify, resolveRecipients } from '../notice/notice.api.ts';
import { audit, canonicalJson } from '../oplog/oplog.api.ts';
import { caseIdByNumber, countsOf, dueVotes, eligibleOf, findVote, insertVoters, updateVote, voterIdsOf, type VoteRecord } from './vote.repo.ts';
import { tally } from './vote.rules.ts';

/** Who acts when a vote opens or closes by its own clock: nobody signed in, the creator is named in the record. */
export interface ClosingBy {
  userId: number;
  name: string;
  actor?: Actor;
}

/** Freezes the voter list and tells the voters. Without any active voter in scope the vote is cancelled. */
export async function openVote(tx: Tx, hub: RealtimeHub, v: VoteRecord): Promise<VoteRecord> {
  const voters = await resolveRecipients(tx, v.tenantId, v.voterScope);
  if (voters.length === 0) return updateVote(tx, v.tenantId, v.id, { status: 'CANCELLED' });
  await insertVoters(tx, v.tenantId, v.id, voters);
  const opened = await updateVote(tx, v.tenantId, v.id, { status: 'OPEN', opensAt: v.opensAt ?? new Date() });
  const until = v.closesAt ? `，截止时间 ${v.closesAt.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}` : '';
  await notify(tx, hub, v.tenantId, {
    to: { userIds: voters },
    notifyType: 'VOTE_OPEN',
    title: `请参加表决：${v.title}`,
    content: `${v.anonymous ? '本次表决为匿名表决' : '本次表决为记名表决'}${until}。`,
    senderId: v.createdBy,
    link: `/oa/vote?id=${v.id}`,
  });
  return opened;
}

/** The counts pushed live: to the voters and the creator, counts hidden while open when the creator chose so. */
export async function pushLive(tx: Tx, hub: RealtimeHub, v: VoteRecord): Promise<void> {
  const { byKey, cast } = await countsOf(tx, v.id);
  const hidden = v.hideCounts && v.status === 'OPEN';
  const live: VoteLive = {
    id: v.id,
    status: v.status,
    eligible: await eligibleOf(tx, v.id),
    cast,
    counts: hidden ? null : v.options.map((o) => ({ key: o.key, label: o.label, count: byKey.get(o.key) ?? 0 })),
  };
  const to = [...new Set([...(await voterIdsOf(tx, v.id)), v.createdBy])];
  afterCommit(tx, () => void hub.deliver(v.tenantId, to, { type: VOTE_MESSAGE_TYPE, data: live }));
}

/**
 * Counts the ballots, freezes the result, hashes its canonical JSON (SHA-256 and SM3) and appends it to the
 * organisation's integrity chain; a vote linked to a case gets a 集体讨论表决 note on the case's timeline.
 */
export async function closeVote(tx: Tx, hub: RealtimeHub, v: VoteRecord, by: ClosingBy): Promise<VoteRecord> {
  if (v.status !== 'OPEN') throw new AppError('CONFLICT', v.status === 'DRAFT' ? '表决尚未开始，不能结束；如不再进行请取消' : '表决已结束或已取消');
  const { byKey, cast } = await countsOf(tx, v.id);
  const eligible = await eligibleOf(tx, v.id);
  const t = tally(v, byKey, cast, eligible);
  const result: VoteResult = {
    voteId: v.id,
    title: v.title,
    kind: v.kind,
    eligible,
    cast,
    counts: t.counts,
    quorum: v.quorum,
    quorumReached: t.quorumReached,
    passRule: v.passRule,
    leading: t.leading,
    passed: t.passed,
    closedAt: new Date().toISOString(),
  };
  const hash = dualHash(canonicalJson(result));
  const entry = await appendToChain(tx, v.tenantId, {
    kind: 'VOTE_RESULT',
    ref: `VOTE-${v.id}`,
    artefact: hash,
    metadata: { title: v.title, passed: t.passed },
  });
  const closed = await updateVote(tx, v.tenantId, v.id, {
    status: 'CLOSED',
    result,
    resultSha256: hash.sha256,
    resultSm3: hash.sm3,
    chainSeq: entry.seq,
    closesAt: v.closesAt && v.closesAt < new Date() ? v.closesAt : new Date(),
  });
  const summary = `${t.passed ? '通过' : '未通过'}${t.quorumReached ? '' : '（未达法定人数）'}；${t.counts.map((c) => `${c.label} ${c.count}`).join('，')}；应投 ${eligible}，实投 ${cast}`;
  if (v.caseId) await noteOnCase(tx, v, by, `表决《${v.title}》${summary}；结果哈希 ${hash.sha256.slice(0, 16)}…`);
  await audit(tx, by.actor, { tenantId: v.tenantId, module: 'vote', action: 'close', targetId: v.id, message: `结束表决《${v.title}》：${summary}` });
  await pushLive(tx, hub, closed);
  return closed;
}

/** A note on the linked case's timeline (the case keeps its status). */
export async function noteOnCase(tx: Tx, v: VoteRecord, by: ClosingBy, note: string): Promise<void> {
  const c = v.caseId ? await findCase(tx, v.tenantId, v.caseId) : undefined;
  if (!c) return;
  await insertEvent(tx, {
    tenantId: v.tenantId,
    caseId: c.id,
    action: 'collectiveVote',
    fromStatus: c.status,
    toStatus: c.status,
    actorId: by.userId,
    actorName: by.name.slice(0, 32),
    note: note.slice(0, 500),
  });
}

/** Opens the votes whose opening time has come and closes those past their closing time (run before every read). */
export async function settleDue(tx: Tx, hub: RealtimeHub, tenantId: number): Promise<void> {
  for (const { id } of await dueVotes(tx, tenantId)) {
    const v = await findVote(tx, tenantId, id, true);
    if (!v) continue;
    const now = new Date();
    if (v.status === 'DRAFT' && v.opensAt && v.opensAt <= now) {
      const opened = await openVote(tx, hub, v);
      if (opened.status === 'OPEN' && opened.closesAt && opened.closesAt <= now)
        await closeVote(tx, hub, opened, { userId: v.createdBy, name: '系统（到期结束）' });
    } else if (v.status === 'OPEN' && v.closesAt && v.closesAt <= now) {
      await closeVote(tx, hub, v, { userId: v.createdBy, name: '系统（到期结束）' });
    }
  }
}

/** The case a new vote is linked to, by its business number; it must be the office's own. */
export async function checkCaseLink(tx: Tx, tenantId: number, caseNumber: string | undefined): Promise<number | null> {
  if (!caseNumber) return null;
  const id = await caseIdByNumber(tx, tenantId, caseNumber);
  if (!id) throw invalid(`业务编号 ${caseNumber} 不存在`);
  return id;
}
