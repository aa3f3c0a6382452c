import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import type { FaceVerificationProvider } from '../src/modules/face/face.api.ts';
import type { MeetingRecorder, RecordedTrackFile } from '../src/modules/video/recorder/index.ts';
import { client, type Client } from './api.ts';
import { birthItem, newCase, staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';

// 视频会议 over HTTP: meetings, permissions, meeting tokens, the guest's reach, the checklist and consent rule, the
// hash-chained log, sealing with the recordings (a stand-in recorder hands over files), and playback by range.

let ctx: TestContext;
let s: Staff;
let other: Client;
let caseId = 0;
let partyId = 0;
const dir = mkdtempSync(join(tmpdir(), 'video-test-'));
/** What the stand-in recorder hands over at the end: one file per participant it was given. */
const pending: RecordedTrackFile[] = [];
let recorderBroken = false;
const recorder: MeetingRecorder = {
  signal: async () => {},
  stop: async () => {
    if (recorderBroken) throw new Error('disk full');
    return pending.splice(0);
  },
  recording: () => [],
  close: async () => {},
};

/** A face provider that passes 陈小明 and fails anyone else. */
const faceProvider: FaceVerificationProvider = {
  name: 'fake',
  configured: true,
  verify: async ({ name, photo }) =>
    name === '陈小明' && photo.mime === 'image/jpeg'
      ? { result: 'PASS', score: 93, message: '比对一致', raw: {} }
      : { result: 'FAIL', score: 12, message: '比对不一致', raw: {} },
};
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('camera frame')]);

const rows = async (q: ReturnType<typeof sql>) =>
  asSystem(ctx.db, async (tx) => {
    const r = await tx.execute(q);
    return (Array.isArray(r) ? r : (r as unknown as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  });

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const meetingBody = (over: Record<string, unknown> = {}) => ({
  title: '遗嘱公证视频谈话',
  purpose: 'REMOTE_NOTARIZATION',
  scheduledAt: at(10),
  durationMinutes: 30,
  recordMode: 'SERVER',
  participants: [] as unknown[],
  ...over,
});

async function caseMeeting() {
  const res = await s.notary.post('/video-meetings', meetingBody({ caseId, participants: [{ role: 'PARTY', casePartyId: partyId }] }));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { id: number; meetingNo: string; participants: { id: number; role: string; phone: string; idNo: string }[] };
}
const guestOf = (m: { participants: { id: number; role: string }[] }) => m.participants.find((p) => p.role === 'PARTY')!.id;

async function invite(meetingId: number, participantId: number) {
  const res = await s.notary.post('/video-meetings/invite', { id: meetingId, participantId });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { link: string; expiresAt: string; smsQueued: boolean };
}
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;

const meet = (token: string | undefined, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: url === '/meet/face' || url === '/meet/open' || url === '/meet/consent' ? 'POST' : 'GET',
    url: `/api${url}`,
    headers: { ...(token ? { 'x-meet-token': token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  ctx = await createTestContext({}, { meetingRecorder: recorder, faceProvider: faceProvider });
  s = await staff(ctx);
  const c = await newCase(s, await birthItem(s.assistant));
  caseId = c.id;
  [{ id: partyId }] = (await rows(sql`select id from case_parties where case_id = ${caseId} order by id limit 1`)) as { id: number }[];
  await createOffice(ctx.db, '另一公证处', 'video_other', [
    'standaloneVideoMeet:index',
    'standaloneVideoMeet:index:create',
    'standaloneVideoMeet:index:manage',
  ]);
  other = client(ctx, await ctx.login('video_other', 'Other@2026'));
});
afterAll(() => ctx.close());

describe('视频会议: meetings and permissions', () => {
  it('creates a case meeting with the caller as host and the case party by reference, masked in the answer', async () => {
    const m = await caseMeeting();
    expect(m.meetingNo).toMatch(/^SP\d{8}\d{3}$/);
    const party = m.participants.find((p) => p.role === 'PARTY')!;
    expect(party.idNo).toBe('1101**********8515');
    expect(party.phone).toBe('139****5678');
    expect(m.participants.map((p) => p.role)).toEqual(['HOST', 'PARTY']);
    const detail = (await s.notary.get('/video-meetings/detail', { id: m.id })).body.data;
    expect(detail.status).toBe('SCHEDULED');
    expect(detail.canManage).toBe(true);
    expect(detail.eventCount).toBe(1);
    const mine = (await s.notary.get('/video-meetings/page', { scope: 'MINE', current: 1, size: 50 })).body.data;
    expect(mine.list.map((r: { id: number }) => r.id)).toContain(m.id);
    // The case's meetings: everyone with 受理's 视频会议 sees them; the assistant (neither that nor a participant) does not.
    const byCase = (await s.notary.get('/video-meetings/page', { scope: 'MINE', caseId, current: 1, size: 50 })).body.data;
    expect(byCase.list.map((r: { id: number }) => r.id)).toContain(m.id);
    const assistantList = (await s.assistant.get('/video-meetings/page', { scope: 'MINE', caseId, current: 1, size: 50 })).body.data;
    expect(assistantList.list).toEqual([]);
  });

  it('tells the invited staff by a notice that opens the meeting', async () => {
    const res = await s.notary.post('/video-meetings', meetingBody({ purpose: 'SIGNING', participants: [{ role: 'ASSISTANT', userId: s.ids.assistant }] }));
    expect(res.status, res.body.message).toBe(200);
    const [notice] = await rows(
      sql`select notify_type, title, link from notices where recipient_id = ${s.ids.assistant} and notify_type = 'VIDEO_MEETING' order by id desc limit 1`,
    );
    expect(notice).toEqual({
      notify_type: 'VIDEO_MEETING',
      title: '请参加视频会议：遗嘱公证视频谈话',
      link: `/standaloneVideoMeet/index?meetingId=${res.body.data.id}`,
    });
    const mine = (await s.assistant.get('/video-meetings/page', { scope: 'MINE', current: 1, size: 50 })).body.data;
    const row = mine.list.find((r: { id: number }) => r.id === res.body.data.id);
    expect(row, JSON.stringify(mine.list.slice(0, 2))).toBeTruthy();
    expect(row.myParticipantId, JSON.stringify(row)).toBeGreaterThan(0);
  });

  it('refuses what the caller may not do, in Chinese', async () => {
    // The assistant has the 视频会议 page only: no 发起会议.
    const standalone = await s.assistant.post('/video-meetings', meetingBody());
    expect(standalone.status).toBe(403);
    const all = await s.notary.get('/video-meetings/page', { scope: 'ALL', current: 1, size: 10 });
    expect(all.status).toBe(403);
    expect(all.body.message).toBe('您没有查看全部会议的权限');
    const wrongParty = await s.notary.post('/video-meetings', meetingBody({ participants: [{ role: 'PARTY', casePartyId: partyId }] }));
    expect(wrongParty.status).toBe(400);
    expect(wrongParty.body.message).toBe('只有业务的视频公证可以选择业务当事人');
    const nameless = await s.notary.post('/video-meetings', meetingBody({ participants: [{ role: 'WITNESS' }] }));
    expect(nameless.status).toBe(400);
    const m = await caseMeeting();
    // Another office sees nothing of it.
    expect((await other.get('/video-meetings/detail', { id: m.id })).status).toBe(404);
    expect((await other.post('/video-meetings/start', { id: m.id })).status).toBe(404);
    const otherList = (await other.get('/video-meetings/page', { scope: 'ALL', current: 1, size: 100 })).body.data;
    expect(otherList.list.map((r: { id: number }) => r.id)).not.toContain(m.id);
    // The director (管理全部会议) sees and runs it; the archivist (no 视频会议) is refused at the door.
    expect((await s.director.get('/video-meetings/detail', { id: m.id })).body.data.canManage).toBe(true);
    const archivist = client(ctx, await ctx.login('archivist'));
    expect((await archivist.get('/video-meetings/detail', { id: m.id })).status).toBe(403);
  });

  it('follows the workflow: start, end; cancel only before the start; Chinese 409s', async () => {
    const m = await caseMeeting();
    expect((await s.notary.post('/video-meetings/end', { id: m.id })).body.message).toBe('会议当前状态为“未开始”，不能结束');
    const cancelled = (await s.notary.post('/video-meetings/cancel', { id: m.id, reason: '当事人改期' })).body.data;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.cancelReason).toBe('当事人改期');
    const again = await s.notary.post('/video-meetings/start', { id: m.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('会议当前状态为“已取消”，不能开始');
  });
});

describe('视频会议: meeting tokens', () => {
  it('opens only its own meeting; a new invitation kills the old link; expiry and the end refuse it', async () => {
    const m = await caseMeeting();
    const first = await invite(m.id, guestOf(m));
    expect(first.link).toMatch(/\/meet\?t=[A-Za-z0-9_-]{43}$/);
    expect(first.smsQueued).toBe(true);
    const t1 = tokenOf(first.link);
    // Only the hash is kept; the SMS went through the case's outbox.
    const [stored] = await rows(sql`select join_token_hash from video_participants where id = ${guestOf(m)}`);
    expect(stored.join_token_hash).toBe(createHash('sha256').update(t1).digest('hex'));
    const [sms] = await rows(sql`select event, phone from sms_outbox where case_id = ${caseId} and event = 'VIDEO_INVITE' order by id desc limit 1`);
    expect(sms).toEqual({ event: 'VIDEO_INVITE', phone: '13912345678' });

    const opened = await meet(t1, '/meet/open');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.meeting.id).toBe(m.id);
    expect(opened.json().data.me.role).toBe('PARTY');

    const second = await invite(m.id, guestOf(m));
    const dead = await meet(t1, '/meet/open');
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe('入会链接无效，请向公证处索取新的链接');
    const t2 = tokenOf(second.link);
    expect((await meet(t2, '/meet/open')).statusCode).toBe(200);

    await asSystem(ctx.db, (tx) => tx.execute(sql`update video_participants set token_expires_at = now() - interval '1 minute' where id = ${guestOf(m)}`));
    const expired = await meet(t2, '/meet/open');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('入会链接已过期，请向公证处索取新的链接');

    const third = tokenOf((await invite(m.id, guestOf(m))).link);
    await s.notary.post('/video-meetings/start', { id: m.id });
    expect((await meet(third, '/meet/open')).statusCode).toBe(200);
    await s.notary.post('/video-meetings/end', { id: m.id });
    const after = await meet(third, '/meet/open');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('会议已结束，入会链接已失效');
    expect((await s.notary.post('/video-meetings/invite', { id: m.id, participantId: guestOf(m) })).status).toBe(409);
  });

  it('lets a guest reach nothing but /meet/* of its meeting', async () => {
    const m = await caseMeeting();
    const token = tokenOf((await invite(m.id, guestOf(m))).link);
    for (const url of [
      '/video-meetings/detail?id=' + m.id,
      '/video-meetings/page?scope=MINE&current=1&size=10',
      '/auth/current-user',
      '/business/page?current=1&size=10',
    ]) {
      const res = await meet(token, url);
      expect([401, 403], url).toContain(res.statusCode);
    }
    const noToken = await meet(undefined, '/meet/open');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe('缺少入会凭据，请通过短信中的链接进入会议');
    expect((await meet('x'.repeat(43), '/meet/open')).statusCode).toBe(401);
  });
});

describe('视频会议: identity in the lobby', () => {
  it('checks the party’s face through the face module (a 核验报告), then lets the notary confirm; removal kills the link', async () => {
    const m = await caseMeeting();
    const pid = guestOf(m);
    const token = tokenOf((await invite(m.id, pid)).link);
    expect((await meet(token, '/meet/open')).json().data.me.faceRequired).toBe(true);
    const notJpeg = await meet(token, '/meet/face', Buffer.from('GIF89a'), { 'content-type': 'image/jpeg' });
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().message).toBe('请上传摄像头拍摄的 JPEG 图片');
    const face = await meet(token, '/meet/face', JPEG, { 'content-type': 'image/jpeg' });
    expect(face.statusCode, face.body).toBe(200);
    expect(face.json().data).toEqual({ result: 'PASS', score: 93, message: '人脸核验通过' });
    const detail = (await s.notary.get('/video-meetings/detail', { id: m.id })).body.data;
    const party = detail.participants.find((p: { id: number }) => p.id === pid);
    expect(party).toMatchObject({ faceResult: 'PASS', faceScore: 93 });
    const [report] = await rows(sql`select kind, result, subject_name from verification_reports where id = ${party.faceRecordId}`);
    expect(report).toMatchObject({ result: 'PASS', subject_name: '陈小明' });
    const confirmed = await s.notary.post('/video-meetings/identity', { id: m.id, participantId: pid });
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data.participants.find((p: { id: number }) => p.id === pid).identityConfirmedBy).toBe('李明');
    const events = (await s.notary.get('/video-meetings/events', { id: m.id })).body.data.map((e: { type: string }) => e.type);
    expect(events).toEqual(expect.arrayContaining(['FACE_PASS', 'IDENTITY_CONFIRMED']));

    expect((await s.notary.post('/video-meetings/admit', { id: m.id, participantId: pid, admit: false })).status).toBe(200);
    const removed = await meet(token, '/meet/open');
    expect(removed.statusCode).toBe(401);
  });
});

describe('视频会议: checklist, consent, log, sealing', () => {
  it('seals a case meeting only after every party consented (clicked and spoken); stores, hashes and chains the recordings', async () => {
    const m = await caseMeeting();
    const pid = guestOf(m);
    const token = tokenOf((await invite(m.id, pid)).link);
    expect((await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'DISCLOSURE_READ' })).body.message).toBe('会议进行中才能勾选核对事项');
    await s.notary.post('/video-meetings/start', { id: m.id });
    const early = await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'CONSENT_SPOKEN', participantId: pid });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('尚未在页面点击同意录像');
    const consent = await meet(token, '/meet/consent', { location: '美国纽约' });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json().data.me.consentAt).not.toBeNull();
    expect((await meet(token, '/meet/consent', { location: '美国纽约' })).statusCode).toBe(409);
    for (const item of ['DISCLOSURE_READ', 'DOCUMENT_READ', 'SIGNING_DONE']) {
      expect((await s.notary.post('/video-meetings/checklist', { id: m.id, item })).status).toBe(200);
    }
    const noTarget = await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'ID_SHOWN' });
    expect(noTarget.status).toBe(400);
    expect((await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'ID_SHOWN', participantId: pid })).status).toBe(200);

    // The recorder hands over one file for the party: it is stored, hashed and chained.
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 7)]);
    const file = join(dir, `${m.id}-${pid}.webm`);
    writeFileSync(file, bytes);
    const now = Date.now();
    pending.push({
      participantId: pid,
      path: file,
      startedAt: new Date(now - 60_000),
      endedAt: new Date(now),
      durationMs: 60_000,
      bytes: bytes.length,
      complete: true,
      gaps: [],
    });
    const ended = (await s.notary.post('/video-meetings/end', { id: m.id })).body.data;
    // Spoken consent is missing: ENDED, not sealed, and the reason is named.
    expect(ended.status).toBe('ENDED');
    expect(ended.canSeal).toBe(false);
    expect(ended.sealBlockers).toEqual([expect.stringContaining('口头同意录像未经公证员确认')]);
    expect(ended.recordings).toHaveLength(1);
    const rec = ended.recordings[0];
    expect(rec.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(rec.sm3).toBe(createHash('sm3').update(bytes).digest('hex'));
    expect(rec.chainSeq).toBeGreaterThan(0);
    const refused = await s.notary.post('/video-meetings/seal', { id: m.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('不能封存');

    // The notary confirms the spoken consent from the recording; then it seals, chained over the log and the recordings.
    const spoken = await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'CONSENT_SPOKEN', participantId: pid });
    expect(spoken.status, spoken.body.message).toBe(200);
    expect(spoken.body.data.canSeal).toBe(true);
    const sealed = await s.notary.post('/video-meetings/seal', { id: m.id });
    expect(sealed.status, sealed.body.message).toBe(200);
    expect(sealed.body.data).toMatchObject({ status: 'SEALED', sealBlockers: [] });
    expect(sealed.body.data.sealedAt).not.toBeNull();
    const [entry] = await rows(sql`select kind, ref from integrity_chain where seq = ${sealed.body.data.chainSeq} and tenant_id = 2`);
    expect(entry).toEqual({ kind: 'VIDEO_MEETING', ref: m.meetingNo });
    expect((await s.notary.post('/video-meetings/seal', { id: m.id })).status).toBe(409);

    // Playback: the whole file, and a byte range (206).
    const whole = await ctx.app.inject({ method: 'GET', url: `/api/video-meetings/recording?id=${rec.id}`, headers: { satoken: s.tokens.notary } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: `/api/video-meetings/recording?id=${rec.id}`,
      headers: { satoken: s.tokens.notary, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: `/api/video-meetings/recording?id=${rec.id}`,
      headers: { satoken: s.tokens.notary, range: `bytes=${bytes.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    // The assistant (no 查看录像) may not play it; another office does not find it.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/video-meetings/recording?id=${rec.id}`, headers: { satoken: s.tokens.assistant } })).statusCode,
    ).toBe(403);
  });

  it('leaves a meeting whose recordings could not be stored ENDED and unsealable, with the failure in its log', async () => {
    const created = await s.notary.post('/video-meetings', meetingBody({ purpose: 'INTERVIEW' }));
    const id = created.body.data.id as number;
    await s.notary.post('/video-meetings/start', { id });
    recorderBroken = true;
    const ended = await s.notary.post('/video-meetings/end', { id }).finally(() => (recorderBroken = false));
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'ENDED', canSeal: false, sealBlockers: ['录像保存失败，会议记录不完整'] });
    const refused = await s.notary.post('/video-meetings/seal', { id });
    expect(refused.status).toBe(409);
  });

  it('names the first tampered row of the meeting log; the log refuses changes', async () => {
    const m = await caseMeeting();
    await s.notary.post('/video-meetings/start', { id: m.id });
    await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'DISCLOSURE_READ' });
    await s.notary.post('/video-meetings/checklist', { id: m.id, item: 'DOCUMENT_READ' });
    const intact = (await s.notary.get('/video-meetings/verify-log', { id: m.id })).body.data;
    expect(intact).toMatchObject({ intact: true, brokenAt: null });
    const events = (await s.notary.get('/video-meetings/events', { id: m.id })).body.data as { seq: number; type: string; prevHash: string; hash: string }[];
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'STARTED', 'RECORD_START', 'DISCLOSURE_READ', 'DOCUMENT_READ']);
    expect(events[1].prevHash).toBe(events[0].hash);

    await expect(asSystem(ctx.db, (tx) => tx.execute(sql`update video_events set payload = '{"x":1}' where meeting_id = ${m.id}`))).rejects.toThrow();
    // A superuser who gets round the trigger is still caught by the chain.
    await tamper(m.id, 4);
    const broken = (await s.notary.get('/video-meetings/verify-log', { id: m.id })).body.data;
    expect(broken).toMatchObject({ intact: false, brokenAt: 4 });
    expect(broken.message).toBe('会议日志自第 4 条起被改动或缺失');
  });
});

/** Changes one log row as the database owner with the trigger off (what only someone with the database's keys could do). */
async function tamper(meetingId: number, seq: number) {
  await ctx.db.orm.execute(sql`alter table video_events disable trigger video_events_no_change`);
  try {
    await ctx.db.orm.execute(sql`update video_events set payload = '{"forged":true}' where meeting_id = ${meetingId} and seq = ${seq}`);
  } finally {
    await ctx.db.orm.execute(sql`alter table video_events enable trigger video_events_no_change`);
  }
}
