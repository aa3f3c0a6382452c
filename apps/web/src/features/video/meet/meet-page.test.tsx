import type { MeetOpen } from '@notaria/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, resetApp } from '../../../test/fake-server';
import MeetPage from './meet-page';

class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((e: Event) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  push(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

class FakeStream {
  getTracks = () => [];
  getAudioTracks = () => [];
  getVideoTracks = () => [];
}

const OPENED: MeetOpen = {
  meeting: {
    id: 9,
    meetingNo: 'SP20261125001',
    title: '委托公证视频会议',
    scheduledAt: '2026-11-25T02:00:00.000Z',
    status: 'SCHEDULED',
    hostName: '李明',
    recordMode: 'SERVER',
  },
  me: { participantId: 4, role: 'PARTY', displayName: '王芳', lobbyState: 'NONE', consentAt: null, faceResult: null, faceRequired: false },
  iceServers: [],
};

function serve() {
  const calls: { path: string; headers: Record<string, string>; body: unknown; credentials?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({
        path,
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
      });
      if (path === '/api/meet/open') return envelope(OPENED);
      if (path === '/api/meet/consent') return envelope({ ...OPENED, me: { ...OPENED.me, consentAt: '2026-11-25T02:01:02.000Z' } });
      return envelope(null, false, 'not found', 404);
    }),
  );
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaStream', FakeStream);
  // Nobody else is in the room in this test: no connection is ever made.
  vi.stubGlobal('RTCPeerConnection', class {});
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => new FakeStream()), enumerateDevices: vi.fn(async () => []) },
  });
  return calls;
}

describe('/meet guest page', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetApp();
    sessionStorage.clear();
  });

  it('opens the meeting with the link token only, takes consent with the location, and waits in the lobby over /ws/meet', async () => {
    window.history.replaceState(null, '', '/meet?t=tok-abc');
    const calls = serve();
    render(
      <App>
        <MeetPage />
      </App>,
    );
    expect(await screen.findByRole('heading', { name: '委托公证视频会议' })).toBeTruthy();
    // The token leaves the address bar; the call carries it as x-meet-token, without session, tenant or cookies.
    expect(window.location.search).toBe('');
    expect(calls[0].headers['x-meet-token']).toBe('tok-abc');
    expect(calls[0].headers.satoken).toBeUndefined();
    expect(calls[0].credentials).toBe('omit');

    const enter = screen.getByRole('button', { name: '进入会议' });
    expect(enter).toHaveProperty('disabled', true);
    const consent = screen.getByRole('button', { name: '同意录像' });
    expect(consent).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('当前所在地点'), { target: { value: '加拿大温哥华市' } });
    fireEvent.click(consent);
    await screen.findByText(/您已于 .* 同意录像/);
    expect(calls.find((c) => c.path === '/api/meet/consent')!.body).toEqual({ location: '加拿大温哥华市' });

    await waitFor(() => expect(screen.getByRole('button', { name: '进入会议' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: '进入会议' }));
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'MEET_JOIN', meetingId: 9 }]));
    expect(new URL(FakeSocket.last!.url).pathname).toBe('/ws/meet/tok-abc');
    FakeSocket.last!.push({
      type: 'MEET_STATE',
      meetingId: 9,
      status: 'SCHEDULED',
      recording: false,
      me: 4,
      participants: [
        {
          participantId: 4,
          role: 'PARTY',
          displayName: '王芳',
          online: true,
          lobbyState: 'WAITING',
          consent: true,
          faceResult: null,
          identityConfirmed: false,
        },
      ],
      checklist: { disclosureReadAt: null, documentReadAt: null, signingDoneAt: null, parties: [] },
    });
    expect(await screen.findByText('您已在等候室中，请稍候，公证员准许后即可进入会议。')).toBeTruthy();
  });

  it('says the link is invalid when there is no token or the server refuses it', async () => {
    window.history.replaceState(null, '', '/meet');
    serve();
    render(
      <App>
        <MeetPage />
      </App>,
    );
    expect(await screen.findByText('入会链接无效或已过期，请联系公证处重新发送')).toBeTruthy();
  });
});
