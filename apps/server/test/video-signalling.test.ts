import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { MeetingRecorder, RecorderParticipantKey, RecorderSignal } from '../src/modules/video/recorder/index.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';
import { openSocket, type TestSocket } from './ws-client.ts';

// 视频会议 signalling over real websockets: staff on /ws/{session}, guests on /ws/meet/{meeting token}. Signals pass
// only between online, admitted participants of the same meeting and organisation; the lobby signals nobody.

let ctx: TestContext;
let base: string;
let notary: Client;
let notaryToken: string;
let otherToken: string;
const toRecorder: { key: RecorderParticipantKey; data: RecorderSignal }[] = [];
const recorder: MeetingRecorder = {
  signal: async (key, data) => void toRecorder.push({ key, data }),
  stop: async () => [],
  recording: () => [],
  close: async () => {},
};

type Msg = { type: string; [k: string]: any };

/** Reads messages until one matches (others are skipped). */
async function until(s: TestSocket, match: (m: Msg) => boolean, what: string): Promise<Msg> {
  for (let i = 0; i < 50; i++) {
    const m = (await s.next().catch(() => {
      throw new Error(`no ${what}`);
    })) as Msg;
    if (match(m)) return m;
  }
  throw new Error(`no ${what} in 50 messages`);
}
const errorOf = (s: TestSocket, meetingId: number) => until(s, (m) => m.type === 'MEET_ERROR' && m.meetingId === meetingId, 'MEET_ERROR');
const send = (s: TestSocket, m: unknown) => s.ws.send(JSON.stringify(m));
const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };

async function meetingWithGuest(role = 'PARTY') {
  const created = await notary.post('/video-meetings', {
    title: '视频签署',
    purpose: 'SIGNING',
    scheduledAt: new Date().toISOString(),
    durationMinutes: 30,
    recordMode: 'SERVER',
    participants: [{ role, displayName: '张三', phone: '13800000001' }],
  });
  expect(created.status, created.body.message).toBe(200);
  const m = created.body.data as { id: number; participants: { id: number; role: string; userId: number | null }[] };
  const guest = m.participants.find((p) => p.role === role)!.id;
  const host = m.participants.find((p) => p.role === 'HOST')!.id;
  const link = (await notary.post('/video-meetings/invite', { id: m.id, participantId: guest })).body.data.link as string;
  return { m, guest, host, token: new URL(link).searchParams.get('t')! };
}

beforeAll(async () => {
  ctx = await createTestContext({}, { meetingRecorder: recorder });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  notaryToken = await ctx.login('notary');
  notary = client(ctx, notaryToken);
  await createOffice(ctx.db, '另一公证处', 'meet_other', ['standaloneVideoMeet:index', 'standaloneVideoMeet:index:create']);
  otherToken = await ctx.login('meet_other', 'Other@2026');
});
afterAll(() => ctx.close());

describe('视频会议 signalling', () => {
  it('keeps a guest in the lobby until admitted, then relays offers both ways within the meeting only', async () => {
    const a = await meetingWithGuest();
    const b = await meetingWithGuest('WITNESS');
    const staff = await openSocket(base, notaryToken);
    send(staff, { type: 'MEET_JOIN', meetingId: a.m.id });
    const first = await until(staff, (m) => m.type === 'MEET_STATE' && m.meetingId === a.m.id, 'state');
    expect(first.me).toBe(a.host);
    expect(first.recording).toBe(false);

    const guest = await openSocket(base, `meet/${a.token}`);
    send(guest, { type: 'MEET_JOIN', meetingId: a.m.id });
    const lobby = await until(guest, (m) => m.type === 'MEET_STATE', 'guest state');
    expect(lobby.me).toBe(a.guest);
    expect(lobby.participants.find((p: Msg) => p.participantId === a.guest)).toMatchObject({ online: true, lobbyState: 'WAITING' });

    // The lobby signals nobody, and nobody signals the lobby.
    send(guest, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.host, data: offer });
    expect((await errorOf(guest, a.m.id)).message).toBe('请等候主持人准入');
    send(staff, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.guest, data: offer });
    expect((await errorOf(staff, a.m.id)).message).toBe('对方不在会议中');
    // A guest's token opens its own meeting only.
    send(guest, { type: 'MEET_JOIN', meetingId: b.m.id });
    expect((await errorOf(guest, b.m.id)).message).toBe('入会链接不属于此会议');

    expect((await notary.post('/video-meetings/admit', { id: a.m.id, participantId: a.guest, admit: true })).status).toBe(200);
    await until(
      guest,
      (m) => m.type === 'MEET_STATE' && m.participants.some((p: Msg) => p.participantId === a.guest && p.lobbyState === 'ADMITTED'),
      'admitted',
    );

    send(guest, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.host, data: offer });
    const got = await until(staff, (m) => m.type === 'MEET_SIGNAL', 'signal');
    expect(got).toEqual({ type: 'MEET_SIGNAL', meetingId: a.m.id, from: a.guest, data: offer });
    const answer = { description: { type: 'answer', sdp: 'v=0\r\n' } };
    send(staff, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.guest, data: answer });
    expect(await until(guest, (m) => m.type === 'MEET_SIGNAL', 'answer')).toEqual({ type: 'MEET_SIGNAL', meetingId: a.m.id, from: a.host, data: answer });
    const ice = { candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null } };
    send(guest, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.host, data: ice });
    expect((await until(staff, (m) => m.type === 'MEET_SIGNAL', 'candidate')).data).toEqual(ice);

    // Not across meetings: B's witness is not A's participant, and B is not joined on this socket.
    send(staff, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: b.guest, data: offer });
    expect((await errorOf(staff, a.m.id)).message).toBe('对方不在会议中');
    send(staff, { type: 'MEET_SIGNAL', meetingId: b.m.id, to: b.guest, data: offer });
    expect((await errorOf(staff, b.m.id)).message).toBe('请先加入会议');

    // Recording: only while the meeting is in progress; the recorder hears the guest's own key.
    send(guest, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: 'recorder', data: offer });
    expect((await errorOf(guest, a.m.id)).message).toBe('会议未在录制');
    await notary.post('/video-meetings/start', { id: a.m.id });
    await until(guest, (m) => m.type === 'MEET_STATE' && m.recording === true, 'recording state');
    send(guest, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: 'recorder', data: offer });
    await expect.poll(() => toRecorder.length).toBe(1);
    expect(toRecorder[0].key).toEqual({ tenantId: expect.any(Number), meetingId: a.m.id, participantId: a.guest });
    expect(toRecorder[0].data.description).toEqual(offer.description);

    // The end closes the guest's socket (4003); the staff socket stays, out of the meeting.
    await notary.post('/video-meetings/end', { id: a.m.id });
    expect(await guest.closed).toBe(4003);
    send(staff, { type: 'MEET_SIGNAL', meetingId: a.m.id, to: a.guest, data: offer });
    expect((await errorOf(staff, a.m.id)).message).toBe('请先加入会议');
    staff.ws.close();
  });

  it('keeps the meeting token out of the access log (the guest link and the guest socket)', async () => {
    const a = await meetingWithGuest();
    const lines: string[] = [];
    const logged = await buildApp(ctx.config, ctx.db, {
      meetingRecorder: recorder,
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } as never,
    });
    const url = await logged.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${url}/meet?t=${a.token}`);
    const s = await openSocket(url, `meet/${a.token}`);
    s.ws.close();
    await logged.close();
    const log = lines.join('\n');
    expect(log).toContain('/ws/meet/[token]');
    expect(log).toContain('/meet?t=[token]');
    expect(log).not.toContain(a.token);
  });

  it('refuses the meeting to another organisation, to a bad token, and after the end', async () => {
    const a = await meetingWithGuest();
    const stranger = await openSocket(base, otherToken);
    send(stranger, { type: 'MEET_JOIN', meetingId: a.m.id });
    expect((await errorOf(stranger, a.m.id)).message).toBe('您不是本会议的参会人员');
    stranger.ws.close();
    await expect(openSocket(base, 'meet/not-a-token')).rejects.toThrow('HTTP 401');
    await notary.post('/video-meetings/cancel', { id: a.m.id, reason: '改期' });
    await expect(openSocket(base, `meet/${a.token}`)).rejects.toThrow('HTTP 401');
  });
});
