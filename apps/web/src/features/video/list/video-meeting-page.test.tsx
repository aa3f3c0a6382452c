import type { CaseDetail, VideoMeetingDetail, VideoMeetingRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import { toCreateBody } from './create-meeting-dialog';
import VideoMeetingPage from './video-meeting-page';

const ROW: VideoMeetingRow = {
  id: 9,
  meetingNo: '（2026）京长安视字第00009号',
  title: '王某委托公证远程视频办理',
  purpose: 'REMOTE_NOTARIZATION',
  caseId: null,
  businessNumber: '',
  status: 'SCHEDULED',
  recordMode: 'SERVER',
  hostId: 2,
  hostName: '李明',
  scheduledAt: '2026-11-25T06:00:00.000Z',
  durationMinutes: 30,
  startedAt: null,
  endedAt: null,
  sealedAt: null,
  participantCount: 2,
  recordingCount: 0,
  myParticipantId: 31,
  createdAt: '2026-11-25T01:00:00.000Z',
};
const SHA = 'ab'.repeat(32);
const SM3 = 'cd'.repeat(32);
const DETAIL: VideoMeetingDetail = {
  ...ROW,
  status: 'SEALED',
  recordingCount: 1,
  consularPost: '',
  notes: '',
  cancelReason: '',
  participants: [
    {
      id: 31,
      role: 'HOST',
      userId: 2,
      casePartyId: null,
      displayName: '李明',
      phone: '',
      idNo: '',
      lobbyState: 'ADMITTED',
      tokenExpiresAt: null,
      invitedAt: null,
      joinedAt: null,
      leftAt: null,
      faceRecordId: null,
      faceResult: null,
      faceScore: null,
      identityConfirmedAt: null,
      identityConfirmedBy: '',
      consentClickedAt: null,
      consentSpokenAt: null,
      idShownAt: null,
      declaredLocation: '',
    },
    {
      id: 32,
      role: 'PARTY',
      userId: null,
      casePartyId: null,
      displayName: '王芳',
      phone: '138****0000',
      idNo: '1101**********1234',
      lobbyState: 'ADMITTED',
      tokenExpiresAt: '2026-11-25T08:30:00.000Z',
      invitedAt: '2026-11-25T01:00:00.000Z',
      joinedAt: '2026-11-25T06:01:00.000Z',
      leftAt: '2026-11-25T06:20:00.000Z',
      faceRecordId: 4,
      faceResult: 'PASS',
      faceScore: 92,
      identityConfirmedAt: '2026-11-25T06:02:00.000Z',
      identityConfirmedBy: '李明',
      consentClickedAt: '2026-11-25T06:03:00.000Z',
      consentSpokenAt: '2026-11-25T06:03:30.000Z',
      idShownAt: null,
      declaredLocation: '温哥华',
    },
  ],
  checklist: { disclosureReadAt: '2026-11-25T06:02:30.000Z', documentReadAt: null, signingDoneAt: null },
  recordings: [
    {
      id: 77,
      participantId: 32,
      participantName: '王芳',
      mime: 'video/webm',
      startedAt: '2026-11-25T06:01:00.000Z',
      endedAt: '2026-11-25T06:20:00.000Z',
      durationMs: 1_140_000,
      size: 5_242_880,
      sha256: SHA,
      sm3: SM3,
      chainSeq: 12,
      complete: true,
      gaps: [],
    },
  ],
  eventCount: 14,
  logHead: 'ef'.repeat(32),
  chainSeq: 13,
  canManage: true,
  canSeal: false,
  sealBlockers: [],
};
const CASE = {
  id: 7,
  businessNumber: 'BJ2026-0007',
  parties: [
    { id: 71, role: 'APPLICANT', customerType: 'PERSONAL', customerId: 1, name: '张伟', snapshot: {} },
    { id: 72, role: 'AGENT', customerType: 'PERSONAL', customerId: 2, name: '赵六', snapshot: {} },
  ],
} as unknown as CaseDetail;

const ALL = ['standaloneVideoMeet:index', 'standaloneVideoMeet:index:create', 'standaloneVideoMeet:index:manage', 'standaloneVideoMeet:index:recording'];

function show(permissions: string[], at = '/standaloneVideoMeet/index') {
  const calls = fakeServer((method, path, url) => {
    if (method === 'GET' && path === '/video-meetings/page') return envelope({ list: [ROW], total: 1 });
    if (method === 'GET' && path === '/video-meetings/detail') return envelope(DETAIL);
    if (method === 'GET' && path === '/video-meetings/events')
      return envelope([
        {
          seq: 1,
          type: 'CREATED',
          participantId: null,
          participantName: '',
          actorName: '李明',
          at: ROW.createdAt,
          payload: {},
          prevHash: '',
          hash: '12'.repeat(32),
        },
      ]);
    if (method === 'GET' && path === '/video-meetings/verify-log') return envelope({ intact: true, count: 14, brokenAt: null, message: '' });
    if (method === 'POST' && path === '/video-meetings') return envelope({ ...DETAIL, status: 'SCHEDULED', recordings: [] });
    if (method === 'POST' && path === '/video-meetings/cancel') return envelope({ ...DETAIL, status: 'CANCELLED' });
    if (method === 'POST' && path === '/video-meetings/invite')
      return envelope({ link: 'https://notaria.example/meet?t=tok', expiresAt: '2026-11-25T08:30:00.000Z', smsQueued: true });
    if (method === 'GET' && path === '/user/select') return envelope([]);
    if (method === 'GET' && path === '/business/page') return envelope({ list: [{ id: 7, businessNumber: url.searchParams.get('businessNumber') }], total: 1 });
    if (method === 'GET' && path === '/business') return envelope(CASE);
    return undefined;
  });
  renderPage(
    <MemoryRouter initialEntries={[at]}>
      <VideoMeetingPage route={undefined as never} />
    </MemoryRouter>,
    '/standaloneVideoMeet/index',
    permissions,
  );
  return calls;
}

// Every antd Modal here is labelled by the same test id, so a dialog is found by its title's text.
/** The machine running the tests may be busy: waits allow for it. */
const SLOW = { timeout: 10_000 };

const dialog = async (title: string | RegExp) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW);
  return heading.closest<HTMLElement>('[role=dialog]')!;
};

describe('视频会议', { timeout: 90_000 }, () => {
  afterEach(resetApp);

  it('lists my upcoming meetings first, then by state on each tab; no 新建会议 or 全处会议 without their functions', async () => {
    const calls = show(['standaloneVideoMeet:index']);
    expect(await screen.findByText(ROW.title, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/video-meetings/page')[0]).toMatchObject({ scope: 'MINE', status: 'SCHEDULED' });
    expect(screen.queryByRole('button', { name: /新建会议/ })).toBeNull();
    expect(screen.queryByText('全处会议')).toBeNull();
    fireEvent.click(screen.getByText('进行中'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/video-meetings/page').at(-1)).toMatchObject({ status: 'IN_PROGRESS' }), SLOW);
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/video-meetings/page').at(-1)?.status).toBeUndefined(), SLOW);
  });

  it('lets a manager switch to the office’s meetings', async () => {
    const calls = show(ALL);
    await screen.findByText(ROW.title, {}, SLOW);
    fireEvent.click(screen.getByText('全处会议'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/video-meetings/page').at(-1)).toMatchObject({ scope: 'ALL' }), SLOW);
  });

  it('creates a standalone meeting with an outside participant', async () => {
    const calls = show(ALL);
    fireEvent.click(await screen.findByRole('button', { name: /新建会议/ }, SLOW));
    const d = await dialog('新建会议');
    fireEvent.change(within(d).getByPlaceholderText(/王某委托公证/), { target: { value: '  遗嘱事宜询问谈话 ' } });
    fireEvent.click(within(d).getByRole('button', { name: /添加参会人员/ }));
    fireEvent.click(within(d).getByRole('button', { name: /预约会议/ }));
    await within(d).findByText('请输入姓名', {}, SLOW);
    expect(bodiesOf(calls, 'POST', '/video-meetings')).toEqual([]);
    fireEvent.change(within(d).getByLabelText('参会人员 1 姓名'), { target: { value: '王芳' } });
    fireEvent.change(within(d).getByLabelText('参会人员 1 手机号'), { target: { value: '13800000000' } });
    fireEvent.click(within(d).getByRole('button', { name: /预约会议/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings')).toHaveLength(1), SLOW);
    expect(bodiesOf(calls, 'POST', '/video-meetings')[0]).toMatchObject({
      title: '遗嘱事宜询问谈话',
      purpose: 'INTERVIEW',
      durationMinutes: 30,
      recordMode: 'SERVER',
      participants: [{ role: 'PARTY', displayName: '王芳', phone: '13800000000' }],
    });
    expect((bodiesOf(calls, 'POST', '/video-meetings')[0] as { caseId?: number }).caseId).toBeUndefined();
  });

  it('opened for a case (受理 › 视频会议) fills in the case and offers its parties, all invited', async () => {
    const calls = show(ALL, '/standaloneVideoMeet/index?caseId=7');
    const d = await dialog('视频公证 · BJ2026-0007');
    const picker = await within(d).findByTestId('case-party-picker', {}, SLOW);
    expect(within(picker).getByLabelText('张伟（申请人）')).toHaveProperty('checked', true);
    expect(within(picker).getByLabelText('赵六（代理人）')).toHaveProperty('checked', true);
    expect(within(d).getByLabelText('关联业务编号')).toHaveProperty('value', 'BJ2026-0007');
    fireEvent.click(within(d).getByRole('button', { name: /预约会议/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings')).toHaveLength(1), SLOW);
    expect(bodiesOf(calls, 'POST', '/video-meetings')[0]).toMatchObject({
      title: '视频公证 · BJ2026-0007',
      purpose: 'REMOTE_NOTARIZATION',
      caseId: 7,
      participants: [
        { role: 'PARTY', casePartyId: 71 },
        { role: 'AGENT', casePartyId: 72 },
      ],
    });
  });

  it('cancels a meeting with its reason', async () => {
    const calls = show(ALL);
    const row = (await screen.findByText(ROW.title, {}, SLOW)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '取消' }));
    const d = await dialog(/取消会议/);
    fireEvent.click(within(d).getByRole('button', { name: /确认取消会议/ }));
    await within(d).findByText(/请输入取消原因|取消原因/, {}, SLOW);
    fireEvent.change(within(d).getByRole('textbox'), { target: { value: '当事人改期' } });
    fireEvent.click(within(d).getByRole('button', { name: /确认取消会议/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings/cancel')).toEqual([{ id: 9, reason: '当事人改期' }]), SLOW);
  });

  it('invites an outside participant: the link to copy, and the SMS queued', async () => {
    const calls = show(ALL);
    const row = (await screen.findByText(ROW.title, {}, SLOW)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '邀请' }));
    const d = await dialog(/邀请参会/);
    fireEvent.click(await within(d).findByRole('button', { name: /重新生成链接/ }, SLOW));
    const result = await within(d).findByTestId('invite-result', {}, SLOW);
    expect(bodiesOf(calls, 'POST', '/video-meetings/invite')).toEqual([{ id: 9, participantId: 32 }]);
    expect(within(result).getByText('https://notaria.example/meet?t=tok')).toBeTruthy();
    expect(within(result).getByText(/短信已加入发送队列/)).toBeTruthy();
  });

  it('shows the details: consent steps, recordings with their hashes and 核验 link, and the log check', async () => {
    show(ALL);
    const row = (await screen.findByText(ROW.title, {}, SLOW)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('meeting-detail', {}, SLOW);
    expect(within(detail).getByText('人脸通过（92 分）')).toBeTruthy();
    expect(within(detail).getByText('已口头同意')).toBeTruthy();
    expect(within(detail).getByText('证件未展示')).toBeTruthy();
    const recordings = within(detail).getByTestId('recordings');
    expect(within(recordings).getByText('19:00')).toBeTruthy();
    expect(within(recordings).getByText('5.0 MB')).toBeTruthy();
    expect(within(recordings).getByText('存证链 #12')).toBeTruthy();
    expect(within(recordings).getByRole('link', { name: /核验/ }).getAttribute('href')).toBe(`/verify?hash=${SHA}`);
    expect(within(recordings).getByRole('button', { name: /播放/ })).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: /校验日志/ }));
    expect((await within(detail).findByTestId('log-verification', {}, SLOW)).textContent).toContain('日志完整：共 14 条，哈希链校验通过');
  });

  it('keeps 播放 and 下载 to holders of 查看录像', async () => {
    show(['standaloneVideoMeet:index']);
    fireEvent.click(await screen.findByText(ROW.meetingNo, {}, SLOW));
    const recordings = await screen.findByTestId('recordings', {}, SLOW);
    expect(within(recordings).getByRole('link', { name: /核验/ })).toBeTruthy();
    expect(within(recordings).queryByRole('button', { name: /播放/ })).toBeNull();
  });
});

describe('the create body', () => {
  it('leaves out the consular post unless remote notarization, and blanks as absent', () => {
    const base = {
      title: ' t ',
      purpose: 'INTERVIEW' as const,
      scheduledAt: { toISOString: () => '2026-11-25T06:00:00.000Z' } as never,
      durationMinutes: 30,
      recordMode: 'NONE' as const,
      consularPost: '驻温哥华总领事馆',
      notes: '  ',
      staff: [{ role: 'NOTARY' as const, userId: 5 }, { role: 'ASSISTANT' as const }],
      guests: [{ role: 'TRANSLATOR' as const, displayName: ' 约翰 ', phone: ' ', idNo: '' }],
    };
    expect(toCreateBody(base, null)).toEqual({
      title: 't',
      purpose: 'INTERVIEW',
      caseId: undefined,
      scheduledAt: '2026-11-25T06:00:00.000Z',
      durationMinutes: 30,
      recordMode: 'NONE',
      consularPost: undefined,
      notes: undefined,
      participants: [
        { role: 'NOTARY', userId: 5 },
        { role: 'TRANSLATOR', displayName: '约翰', phone: undefined, idNo: undefined },
      ],
    });
    expect(toCreateBody({ ...base, purpose: 'REMOTE_NOTARIZATION' }, null).consularPost).toBe('驻温哥华总领事馆');
  });
});
