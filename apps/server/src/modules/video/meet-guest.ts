import type { MeetConsentBody, MeetFaceResult, MeetOpen } from '@notaria/contracts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { verifyByProvider } from '../face/face.api.ts';
import { FILE_URL_PREFIX, writeGenerated } from '../files/files.api.ts';
import { pushState } from './meet-state.ts';
import type { VideoDeps } from './video-deps.ts';
import { appendEvent } from './video-log.ts';
import { iso } from './video.presenter.ts';
import { findMeeting, findParticipant, findUser, updateParticipant } from './video.repo.ts';
import type { MeetCaller } from './video-tokens.ts';

/** The guest page's calls: the caller is the participant the x-meet-token names, in its meeting only. */

async function load(deps: VideoDeps, c: MeetCaller) {
  return inTenant(deps.db, c.tenantId, async (tx) => {
    const m = await findMeeting(tx, c.tenantId, c.meetingId);
    const p = await findParticipant(tx, c.tenantId, c.participantId);
    if (!m || !p || p.meetingId !== m.id) throw new AppError('REQUIRED_LOGIN', '入会链接无效，请向公证处索取新的链接');
    const host = await findUser(tx, c.tenantId, m.hostId);
    return { m, p, hostName: host?.name ?? '' };
  });
}

const faceApplies = (m: { caseId: number | null }, p: { casePartyId: number | null; idNo: string }) => m.caseId !== null && p.casePartyId !== null && !!p.idNo;

export async function openMeeting(deps: VideoDeps, c: MeetCaller): Promise<MeetOpen> {
  const { m, p, hostName } = await load(deps, c);
  return {
    meeting: {
      id: m.id,
      meetingNo: m.meetingNo,
      title: m.title,
      scheduledAt: m.scheduledAt.toISOString(),
      status: m.status,
      hostName,
      recordMode: m.recordMode,
    },
    me: {
      participantId: p.id,
      role: p.role,
      displayName: p.displayName,
      lobbyState: p.lobbyState,
      consentAt: iso(p.consentAt),
      faceResult: p.faceResult ?? null,
      faceRequired: faceApplies(m, p),
    },
    iceServers: deps.iceServers,
  };
}

/** 同意录像: the party's own click, with where they say they are; one event in the meeting log. */
export async function consent(deps: VideoDeps, c: MeetCaller, body: MeetConsentBody): Promise<MeetOpen> {
  await inTenant(deps.db, c.tenantId, async (tx) => {
    const p = await findParticipant(tx, c.tenantId, c.participantId, true);
    if (!p) throw new AppError('REQUIRED_LOGIN', '入会链接无效，请向公证处索取新的链接');
    if (p.consentAt) throw new AppError('CONFLICT', '您已同意录像');
    const event = await appendEvent(tx, c.tenantId, c.meetingId, { type: 'CONSENT_CLICKED', participantId: p.id, payload: { location: body.location } });
    await updateParticipant(tx, c.tenantId, p.id, { consentAt: event.at, declaredLocation: body.location });
  });
  await pushState(deps.db, deps.hub, c.tenantId, c.meetingId);
  return openMeeting(deps, c);
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * 人脸核验 in the lobby: the camera frame is stored as a file of the office and checked by the face module against the
 * case party (name + ID number); the face module writes the 核验报告 (verifier: the meeting's host).
 */
export async function faceCheck(deps: VideoDeps, c: MeetCaller, body: unknown): Promise<MeetFaceResult> {
  if (!Buffer.isBuffer(body) || !isJpeg(body)) throw invalid('请上传摄像头拍摄的 JPEG 图片');
  const { m, p } = await load(deps, c);
  if (!faceApplies(m, p)) throw invalid('本次会议无需人脸核验');
  if (p.faceResult === 'PASS') throw new AppError('CONFLICT', '人脸核验已通过');
  if (!deps.faceProvider.configured) throw new AppError('CONFLICT', '本处未配置人脸核验接口，请由公证员当面核对身份');
  const host = await inTenant(deps.db, c.tenantId, (tx) => findUser(tx, c.tenantId, m.hostId));
  const actor: Actor = {
    userId: m.hostId,
    account: '',
    name: host?.name ?? '',
    tenantId: c.tenantId,
    homeTenantId: c.tenantId,
    sessionId: 0,
    activeRoleId: 0,
    permissions: [],
    mustChangePassword: false,
  };
  const photo = await writeGenerated(deps.storage, c.tenantId, `${m.meetingNo}-${p.id}-face.jpg`, 'image/jpeg', body);
  try {
    await inTenant(deps.db, c.tenantId, (tx) => photo.record(tx, m.hostId));
  } catch (e) {
    await photo.discard();
    throw e;
  }
  const report = await verifyByProvider(deps.db, deps.faceProvider, deps.storage, actor, {
    caseId: m.caseId!,
    partyId: p.casePartyId!,
    photoUrl: `${FILE_URL_PREFIX}${photo.key}`,
  });
  if (report.result !== 'PASS' && report.result !== 'FAIL') throw new AppError('CONFLICT', '核验接口未给出结论，请稍后重试');
  const result = report.result;
  await inTenant(deps.db, c.tenantId, async (tx) => {
    await updateParticipant(tx, c.tenantId, p.id, { faceRecordId: report.id, faceResult: result, faceScore: report.score });
    await appendEvent(tx, c.tenantId, m.id, {
      type: result === 'PASS' ? 'FACE_PASS' : 'FACE_FAIL',
      participantId: p.id,
      payload: { reportId: report.id, score: report.score },
    });
  });
  await pushState(deps.db, deps.hub, c.tenantId, c.meetingId);
  return { result, score: report.score, message: result === 'PASS' ? '人脸核验通过' : report.message || '人脸核验未通过' };
}
