import {
  MEET_SOCKET_CLOSED,
  VIDEO_CHECK_ITEM_LABELS,
  type VideoAdmitBody,
  type VideoCancelBody,
  type VideoChecklistBody,
  type VideoEvent,
  type VideoIdentityBody,
  type VideoInvite,
  type VideoInviteBody,
  type VideoLogVerification,
  type VideoMeetingDetail,
} from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { deliverSms, insertOutbox } from '../business/business.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { pushState } from './meet-state.ts';
import { assertMayRun, visibleMeeting, type MeetingView } from './video-access.ts';
import type { VideoDeps } from './video-deps.ts';
import { appendEvent, checkChain, eventsOf } from './video-log.ts';
import { detailIn } from './video-meetings.ts';
import { iso } from './video.presenter.ts';
import { namesOf, updateMeeting, updateParticipant } from './video.repo.ts';
import { checklistTarget, isGuest } from './video.rules.ts';
import { issueToken, tokenExpiry } from './video-tokens.ts';
import { decide, isOver } from './video.workflow.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Runs a change on a meeting the caller runs (row locked), then tells its participants the new state. */
async function runOn(deps: VideoDeps, actor: Actor, id: number, change: (tx: Tx, v: MeetingView) => Promise<void>): Promise<VideoMeetingDetail> {
  const detail = await inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, id, true);
    assertMayRun(actor, v);
    await change(tx, v);
    return detailIn(tx, actor, await visibleMeeting(tx, actor, id));
  });
  await pushState(deps.db, deps.hub, actor.tenantId, id);
  return detail;
}

function smsText(officeTitle: string, name: string, link: string, scheduledAt: Date) {
  const when = scheduledAt.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).slice(0, 16);
  return `【公证处】${name}：您受邀参加视频会议《${officeTitle}》，时间 ${when}。请用手机或电脑浏览器打开链接入会：${link}（仅限本人使用，请勿转发）`;
}

/**
 * A new link for an outside participant: a fresh token (the old one dies at once), sent by SMS. A case meeting's SMS
 * goes through the case's SMS outbox; a standalone meeting's straight to the SMS sender (the outbox is per case).
 */
export async function invite(deps: VideoDeps, actor: Actor, body: VideoInviteBody): Promise<VideoInvite> {
  const { token, hash } = issueToken();
  const link = `${deps.origin}/meet?t=${token}`;
  const prepared = await inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, body.id, true);
    assertMayRun(actor, v);
    if (isOver(v.m.status)) throw conflict('会议已结束或已取消，不能再邀请');
    const p = v.participants.find((x) => x.id === body.participantId);
    if (!p) throw invalid('所选人员不是本会议的参会人员');
    if (!isGuest(p)) throw invalid('本处人员以自己的账号入会，无需邀请链接');
    if (p.lobbyState === 'REMOVED') throw conflict('该参会人员已被移出会议');
    const expiresAt = tokenExpiry(v.m);
    await updateParticipant(tx, actor.tenantId, p.id, { joinTokenHash: hash, tokenExpiresAt: expiresAt, invitedAt: new Date() });
    const content = smsText(v.m.title, p.displayName, link, v.m.scheduledAt).slice(0, 500);
    const viaOutbox = !!p.phone && v.m.caseId !== null;
    if (viaOutbox) {
      await insertOutbox(tx, [{ tenantId: actor.tenantId, caseId: v.m.caseId!, event: 'VIDEO_INVITE', phone: p.phone, recipientName: p.displayName, content }]);
    }
    await appendEvent(tx, actor.tenantId, v.m.id, {
      type: 'INVITED',
      participantId: p.id,
      actorUserId: actor.userId,
      payload: { expiresAt: expiresAt.toISOString(), sms: !!p.phone },
    });
    await audit(tx, actor, { module: 'video', action: 'invite', targetId: v.m.id, message: `视频会议 ${v.m.meetingNo} 邀请 ${p.displayName}` });
    return { m: v.m, p, expiresAt, content, viaOutbox };
  });
  let smsQueued = false;
  if (prepared.viaOutbox) {
    await deliverSms(deps.db, deps.sms, actor.tenantId, prepared.m.caseId!);
    smsQueued = true;
  } else if (prepared.p.phone) {
    smsQueued = await deps.sms
      .send({ phone: prepared.p.phone, content: prepared.content, tenantId: actor.tenantId, caseId: 0 })
      .then(() => true)
      .catch((err: unknown) => {
        deps.log.warn({ err, meetingId: prepared.m.id }, 'meeting invitation SMS not sent');
        return false;
      });
  }
  return { link, expiresAt: prepared.expiresAt.toISOString(), smsQueued };
}

export const startMeeting = (deps: VideoDeps, actor: Actor, id: number) =>
  runOn(deps, actor, id, async (tx, { m }) => {
    const d = decide(m.status, 'start');
    if (!d.ok) throw conflict(d.message);
    await updateMeeting(tx, actor.tenantId, m.id, { status: d.to, startedAt: new Date() });
    await appendEvent(tx, actor.tenantId, m.id, { type: 'STARTED', actorUserId: actor.userId });
    if (m.recordMode === 'SERVER') await appendEvent(tx, actor.tenantId, m.id, { type: 'RECORD_START', actorUserId: actor.userId });
    await audit(tx, actor, { module: 'video', action: 'start', targetId: m.id, message: `开始视频会议 ${m.meetingNo}` });
  });

export async function cancelMeeting(deps: VideoDeps, actor: Actor, body: VideoCancelBody): Promise<VideoMeetingDetail> {
  const detail = await runOn(deps, actor, body.id, async (tx, { m }) => {
    const d = decide(m.status, 'cancel');
    if (!d.ok) throw conflict(d.message);
    await updateMeeting(tx, actor.tenantId, m.id, { status: d.to, cancelReason: body.reason });
    await appendEvent(tx, actor.tenantId, m.id, { type: 'CANCELLED', actorUserId: actor.userId, payload: { reason: body.reason } });
    await audit(tx, actor, { module: 'video', action: 'cancel', targetId: m.id, message: `取消视频会议 ${m.meetingNo}：${body.reason}` });
  });
  await deps.hub.closeMeet(actor.tenantId, body.id, null, MEET_SOCKET_CLOSED);
  return detail;
}

/** 准入 a participant waiting in the lobby, or 移出 one (their link dies and their socket closes). */
export async function admit(deps: VideoDeps, actor: Actor, body: VideoAdmitBody): Promise<VideoMeetingDetail> {
  const detail = await runOn(deps, actor, body.id, async (tx, { m, participants }) => {
    if (isOver(m.status)) throw conflict('会议已结束或已取消');
    const p = participants.find((x) => x.id === body.participantId);
    if (!p) throw invalid('所选人员不是本会议的参会人员');
    if (p.userId === m.hostId) throw invalid('不能移出主持人');
    if (body.admit && p.lobbyState === 'ADMITTED') throw conflict(`${p.displayName} 已在会议中`);
    if (!body.admit && p.lobbyState === 'REMOVED') throw conflict(`${p.displayName} 已被移出`);
    await updateParticipant(tx, actor.tenantId, p.id, body.admit ? { lobbyState: 'ADMITTED' } : { lobbyState: 'REMOVED', joinTokenHash: null });
    await appendEvent(tx, actor.tenantId, m.id, { type: body.admit ? 'ADMIT' : 'REMOVE', participantId: p.id, actorUserId: actor.userId });
  });
  if (!body.admit) await deps.hub.closeMeet(actor.tenantId, body.id, body.participantId, MEET_SOCKET_CLOSED);
  return detail;
}

/** Ticks a checklist item: an event at the database's time, in the meeting log. */
export const tickChecklist = (deps: VideoDeps, actor: Actor, body: VideoChecklistBody) =>
  runOn(deps, actor, body.id, async (tx, { m, participants }) => {
    // The spoken consent may also be confirmed after the end, from the recording (the log shows when), so that a
    // meeting whose tick was forgotten can still be sealed; everything else is ticked while it happens.
    const fromRecording = m.status === 'ENDED' && body.item === 'CONSENT_SPOKEN';
    if (m.status !== 'IN_PROGRESS' && !fromRecording) throw conflict('会议进行中才能勾选核对事项');
    const target = checklistTarget(body.item, participants, body.participantId);
    const label = VIDEO_CHECK_ITEM_LABELS[body.item];
    if (target) {
      const done = body.item === 'CONSENT_SPOKEN' ? target.consentSpokenAt : target.idShownAt;
      if (done) throw conflict(`${target.displayName}：${label}已记录`);
      if (body.item === 'CONSENT_SPOKEN' && !target.consentAt) throw conflict(`${target.displayName} 尚未在页面点击同意录像`);
    }
    const event = await appendEvent(tx, actor.tenantId, m.id, {
      type: body.item,
      participantId: target?.id ?? null,
      actorUserId: actor.userId,
      payload: fromRecording ? { fromRecording: true } : {},
    });
    if (target) {
      await updateParticipant(tx, actor.tenantId, target.id, body.item === 'CONSENT_SPOKEN' ? { consentSpokenAt: event.at } : { idShownAt: event.at });
    }
  });

/** The notary confirms a participant's identity (after the face check, or by the ID shown on camera). */
export const confirmIdentity = (deps: VideoDeps, actor: Actor, body: VideoIdentityBody) =>
  runOn(deps, actor, body.id, async (tx, { m, participants }) => {
    if (isOver(m.status)) throw conflict('会议已结束或已取消');
    const p = participants.find((x) => x.id === body.participantId);
    if (!p || !isGuest(p)) throw invalid('所选人员不是本会议的外部参会人员');
    if (p.identityConfirmedAt) throw conflict(`${p.displayName} 的身份已确认`);
    if (p.faceResult === 'FAIL') throw conflict(`${p.displayName} 人脸核验未通过，不能确认身份`);
    const event = await appendEvent(tx, actor.tenantId, m.id, {
      type: 'IDENTITY_CONFIRMED',
      participantId: p.id,
      actorUserId: actor.userId,
      payload: { faceResult: p.faceResult ?? null, faceRecordId: p.faceRecordId ?? null },
    });
    await updateParticipant(tx, actor.tenantId, p.id, { identityConfirmedAt: event.at, identityConfirmedBy: actor.userId });
  });

export const meetingEvents = (deps: VideoDeps, actor: Actor, id: number): Promise<VideoEvent[]> =>
  inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, id);
    const rows = await eventsOf(tx, actor.tenantId, v.m.id);
    const names = await namesOf(
      tx,
      rows.map((r) => r.actorUserId ?? 0),
    );
    const byId = new Map(v.participants.map((p) => [p.id, p.displayName]));
    return rows.map((r) => ({
      seq: r.seq,
      type: r.type,
      participantId: r.participantId,
      participantName: r.participantId ? (byId.get(r.participantId) ?? '') : '',
      actorName: r.actorUserId ? (names.get(r.actorUserId) ?? '') : '',
      at: iso(r.at)!,
      payload: r.payload ?? {},
      prevHash: r.prevHash,
      hash: r.hash,
    }));
  });

export const verifyLog = (deps: VideoDeps, actor: Actor, id: number): Promise<VideoLogVerification> =>
  inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, id);
    const check = checkChain(await eventsOf(tx, actor.tenantId, v.m.id));
    return {
      intact: check.intact,
      count: check.count,
      brokenAt: check.brokenAt,
      message: check.intact ? `会议日志完整，共 ${check.count} 条` : `会议日志自第 ${check.brokenAt} 条起被改动或缺失`,
    };
  });
