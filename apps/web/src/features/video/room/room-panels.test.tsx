import type { VideoMeetingDetail, VideoParticipant } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderInApp, resetApp } from '../../../test/fake-server';
import { ChecklistPanel } from './checklist-panel';
import { ParticipantsPanel } from './participants-panel';

const participant = (over: Partial<VideoParticipant>): VideoParticipant => ({
  id: 1,
  role: 'HOST',
  userId: 3,
  casePartyId: null,
  displayName: '李明',
  phone: '',
  idNo: '',
  lobbyState: 'NONE',
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
  ...over,
});

const detail = (over: Partial<VideoMeetingDetail> = {}): VideoMeetingDetail => ({
  id: 9,
  meetingNo: 'SP20261125001',
  title: '委托公证视频会议',
  purpose: 'REMOTE_NOTARIZATION',
  caseId: 12,
  businessNumber: 'SL20261125001',
  status: 'IN_PROGRESS',
  recordMode: 'SERVER',
  hostId: 3,
  hostName: '李明',
  scheduledAt: '2026-11-25T02:00:00.000Z',
  durationMinutes: 30,
  startedAt: '2026-11-25T02:03:00.000Z',
  endedAt: null,
  sealedAt: null,
  participantCount: 3,
  recordingCount: 0,
  myParticipantId: 1,
  createdAt: '2026-11-25T01:00:00.000Z',
  consularPost: '',
  notes: '',
  cancelReason: '',
  participants: [
    participant({}),
    participant({
      id: 2,
      role: 'PARTY',
      userId: null,
      casePartyId: 5,
      displayName: '王芳',
      lobbyState: 'WAITING',
      consentClickedAt: '2026-11-25T02:01:02.000Z',
      declaredLocation: '加拿大温哥华市',
      faceResult: 'PASS',
      faceScore: 93,
    }),
    participant({ id: 3, role: 'PARTY', userId: null, casePartyId: 6, displayName: '赵强', lobbyState: 'ADMITTED', idShownAt: '2026-11-25T02:05:06.000Z' }),
  ],
  checklist: { disclosureReadAt: '2026-11-25T02:04:05.000Z', documentReadAt: null, signingDoneAt: null },
  recordings: [],
  eventCount: 7,
  logHead: 'ab'.repeat(32),
  chainSeq: null,
  canManage: true,
  canSeal: false,
  sealBlockers: ['赵强尚未同意录像'],
  ...over,
});

describe('meeting room panels', { timeout: 60_000 }, () => {
  afterEach(resetApp);

  it('the checklist shows each tick with its time, the party’s own click beside the spoken consent, and ticks an item for one party', async () => {
    const calls = fakeServer((m, p) => (m === 'POST' && p === '/video-meetings/checklist' ? envelope(detail()) : undefined));
    renderInApp(<ChecklistPanel detail={detail()} />, null, []);
    expect(screen.getByText('已完成 2 / 7 项；每一项记入会议日志（哈希链），勾选后不可撤销。')).toBeTruthy();
    const disclosure = screen.getByTestId('check-disclosure');
    expect(within(disclosure).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('check-consent-2')).getByText(/本人已点击同意/)).toBeTruthy();
    expect(within(screen.getByTestId('check-consent-3')).getByText('本人尚未点击同意')).toBeTruthy();
    expect(within(screen.getByTestId('check-id-3')).queryByRole('button')).toBeNull();
    expect(screen.getByText('赵强尚未同意录像')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('check-consent-2')).getByRole('button'));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings/checklist')).toEqual([{ id: 9, item: 'CONSENT_SPOKEN', participantId: 2 }]));
  });

  it('nothing can be ticked before the meeting starts', () => {
    fakeServer(() => undefined);
    renderInApp(<ChecklistPanel detail={detail({ status: 'SCHEDULED' })} />, null, []);
    for (const b of screen.getAllByRole('button')) expect(b).toHaveProperty('disabled', true);
  });

  it('participants: the lobby is admitted or refused, the face result and location show, and the notary confirms identity', async () => {
    const calls = fakeServer((m, p) => (m === 'POST' && ['/video-meetings/admit', '/video-meetings/identity'].includes(p) ? envelope(detail()) : undefined));
    renderInApp(<ParticipantsPanel detail={detail()} live={new Map()} />, null, []);
    const waiting = screen.getByTestId('participant-2');
    expect(within(waiting).getByText('等候中')).toBeTruthy();
    expect(within(waiting).getByText('人脸核验通过（93分）')).toBeTruthy();
    expect(within(waiting).getByText('所在地点：加拿大温哥华市')).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: /准\s*入/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings/admit')).toEqual([{ id: 9, participantId: 2, admit: true }]));
    fireEvent.click(within(waiting).getByRole('button', { name: '确认身份' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/video-meetings/identity')).toEqual([{ id: 9, participantId: 2 }]));
    // Staff have no lobby controls.
    expect(within(screen.getByTestId('participant-1')).queryByRole('button')).toBeNull();
  });
});
