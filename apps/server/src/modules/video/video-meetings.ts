import {
  hasPermission,
  VIDEO_STAFF_ROLES,
  type PageResult,
  type VideoMeetingCreateBody,
  type VideoMeetingDetail,
  type VideoMeetingPageQuery,
  type VideoMeetingRow,
  type VideoParticipantInput,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { forbidden, invalid, notFound } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import { notify } from '../notice/notice.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { checklistOf } from './meet-state.ts';
import { CASE_MEETING, CREATE_STANDALONE, managesAll, mayRun, visibleMeeting, type MeetingView } from './video-access.ts';
import { appendEvent, checkChain, eventsOf } from './video-log.ts';
import { meetingRow, participantOf, recordingOf } from './video.presenter.ts';
import * as repo from './video.repo.ts';
import { sealBlockers } from './video.rules.ts';
import type { videoParticipants } from './video.table.ts';

type NewParticipant = Omit<typeof videoParticipants.$inferInsert, 'meetingId'>;

const phoneOf = (snapshot: Record<string, unknown>) => String(snapshot.phone ?? snapshot.contactPhone ?? '').trim();

/** One invited participant, checked against the office's accounts and the case's parties. */
async function participantRow(tx: Tx, actor: Actor, caseId: number | null, input: VideoParticipantInput): Promise<NewParticipant> {
  const base = { tenantId: actor.tenantId, role: input.role };
  if (VIDEO_STAFF_ROLES.includes(input.role)) {
    if (!input.userId) throw invalid('公证员或助理须选择本处人员');
    const u = await repo.findUser(tx, actor.tenantId, input.userId);
    if (!u || !u.activated) throw invalid('所选参会人员不存在或已停用');
    if (u.id === actor.userId) throw invalid('发起人已是主持人，无需重复添加');
    return { ...base, userId: u.id, displayName: u.name, phone: u.phone };
  }
  if (input.userId) throw invalid('当事人、代理人、翻译、领事官员或见证人通过短信链接入会，不能选择本处账号');
  if (input.casePartyId) {
    if (!caseId) throw invalid('只有业务的视频公证可以选择业务当事人');
    const party = await repo.findCaseParty(tx, actor.tenantId, caseId, input.casePartyId);
    if (!party) throw invalid('所选当事人不属于该业务');
    const phone = input.phone?.trim() || phoneOf(party.snapshot);
    return { ...base, casePartyId: party.id, displayName: party.name.slice(0, 64), phone: phone.slice(0, 20), idNo: party.idNumber };
  }
  const name = input.displayName?.trim();
  if (!name) throw invalid('请填写参会人员姓名');
  return { ...base, displayName: name, phone: input.phone?.trim() ?? '', idNo: input.idNo?.trim() ?? '' };
}

export async function createMeeting(db: Database, hub: RealtimeHub, actor: Actor, body: VideoMeetingCreateBody): Promise<VideoMeetingDetail> {
  const caseId = body.caseId ?? null;
  if (caseId !== null && !hasPermission(actor.permissions, CASE_MEETING)) throw forbidden('您没有在受理中发起视频会议的权限');
  if (caseId === null && !hasPermission(actor.permissions, CREATE_STANDALONE)) throw forbidden('您没有发起视频会议的权限');
  const scheduledAt = new Date(body.scheduledAt);
  if (scheduledAt.getTime() < Date.now() - 60 * 60_000) throw invalid('预约时间不能早于一小时前');
  const id = await inTenant(db, actor.tenantId, async (tx) => {
    if (caseId !== null && !(await repo.findCaseOf(tx, actor.tenantId, caseId))) throw notFound('业务');
    const rows = [];
    for (const p of body.participants) rows.push(await participantRow(tx, actor, caseId, p));
    const staff = rows.map((r) => r.userId).filter((x): x is number => !!x);
    if (new Set(staff).size !== staff.length) throw invalid('同一人员不能重复添加');
    const parties = rows.map((r) => r.casePartyId).filter((x): x is number => !!x);
    if (new Set(parties).size !== parties.length) throw invalid('同一当事人不能重复添加');
    const number = await allocateNumberByCode(tx, actor.tenantId, 'meeting', { date: scheduledAt, businessType: 'videoMeeting', issuedBy: actor.userId });
    const m = await repo.insertMeeting(tx, {
      tenantId: actor.tenantId,
      meetingNo: number.number,
      caseId,
      title: body.title,
      purpose: body.purpose,
      hostId: actor.userId,
      scheduledAt,
      durationMinutes: body.durationMinutes,
      recordMode: body.recordMode,
      consularPost: body.consularPost ?? '',
      notes: body.notes ?? '',
    });
    await repo.insertParticipant(tx, { tenantId: actor.tenantId, meetingId: m.id, role: 'HOST', userId: actor.userId, displayName: actor.name });
    for (const r of rows) await repo.insertParticipant(tx, { ...r, meetingId: m.id });
    await appendEvent(tx, actor.tenantId, m.id, {
      type: 'CREATED',
      actorUserId: actor.userId,
      payload: { meetingNo: m.meetingNo, title: m.title, caseId, scheduledAt: scheduledAt.toISOString(), recordMode: m.recordMode },
    });
    if (staff.length) {
      const when = scheduledAt.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).slice(0, 16);
      await notify(tx, hub, actor.tenantId, {
        to: { userIds: staff },
        notifyType: 'VIDEO_MEETING',
        title: `请参加视频会议：${m.title}`,
        content: `${actor.name} 邀请您参加视频会议 ${m.meetingNo}，时间 ${when}，预计 ${m.durationMinutes} 分钟。`,
        senderId: actor.userId,
        link: `/standaloneVideoMeet/index?meetingId=${m.id}`,
      });
    }
    await audit(tx, actor, { module: 'video', action: 'create', targetId: m.id, message: `预约视频会议 ${m.meetingNo}《${m.title}》` });
    return m.id;
  });
  return meetingDetail(db, actor, id);
}

export const pageMeetings = (db: Database, actor: Actor, q: VideoMeetingPageQuery): Promise<PageResult<VideoMeetingRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    if (q.scope === 'ALL' && !managesAll(actor)) throw forbidden('您没有查看全部会议的权限');
    // A case's meetings (the case drawer): everyone with 受理's 视频会议 sees them.
    const all = q.scope === 'ALL' || (!!q.caseId && hasPermission(actor.permissions, CASE_MEETING));
    const page = await repo.pageMeetings(tx, actor.tenantId, actor.userId, q, all);
    return { total: page.total, list: page.list.map(({ m, ...x }) => meetingRow(m, x)) };
  });

/** The detail of a meeting the caller sees, read in the caller's transaction. */
export async function detailIn(tx: Tx, actor: Actor, v: MeetingView): Promise<VideoMeetingDetail> {
  const { m, participants } = v;
  const recordings = await repo.recordingsOf(tx, actor.tenantId, m.id);
  const names = await repo.namesOf(tx, [m.hostId, ...participants.map((p) => p.identityConfirmedBy ?? 0)]);
  const byId = new Map(participants.map((p) => [p.id, p.displayName]));
  const business = m.caseId ? await repo.findCaseOf(tx, actor.tenantId, m.caseId) : undefined;
  const events = await eventsOf(tx, actor.tenantId, m.id);
  const log = checkChain(events);
  const blockers = sealBlockers(m, participants, events);
  return {
    ...meetingRow(m, {
      hostName: names.get(m.hostId) ?? '',
      businessNumber: business?.businessNumber ?? '',
      participantCount: participants.length,
      recordingCount: recordings.length,
      myParticipantId: v.mine?.id ?? null,
    }),
    consularPost: m.consularPost,
    notes: m.notes,
    cancelReason: m.cancelReason,
    participants: participants.map((p) => participantOf(p, names)),
    checklist: await checklistOf(tx, actor.tenantId, m.id),
    recordings: recordings.map((r) => recordingOf(r, byId.get(r.participantId) ?? '')),
    eventCount: log.count,
    logHead: log.head,
    chainSeq: m.chainSeq,
    canManage: mayRun(actor, v),
    canSeal: m.status === 'ENDED' && blockers.length === 0 && mayRun(actor, v),
    sealBlockers: m.status === 'ENDED' ? blockers : [],
  };
}

export const meetingDetail = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => detailIn(tx, actor, await visibleMeeting(tx, actor, id)));
