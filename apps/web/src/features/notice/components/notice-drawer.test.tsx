import type { CurrentUser, Notice } from '@notaria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { SocketClient } from '../../../lib/socket';
import { useSession } from '../../../stores/session-store';
import { NoticeDrawer } from './notice-drawer';
import { NoticePopup } from './notice-popup';

const envelope = (data: unknown, success = true, message = 'ok') =>
  new Response(JSON.stringify({ success, message, data, requestId: 'r1' }), { status: success ? 200 : 400 });

const notice = (id: number, over: Partial<Notice> = {}): Notice => ({
  id,
  isRead: false,
  notifyType: 'STATUS_WAIT_APPROVE',
  title: `通知 ${id}`,
  content: `内容 ${id}`,
  updateTime: new Date().toISOString(),
  business: { businessNumber: 'SL202604010001', parentItemName: '国内民事', itemName: '继承', applicant: '张三' },
  link: '',
  senderName: '',
  ...over,
});

let calls: { method: string; url: URL }[] = [];

function stubServer(total = 3) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url.pathname.endsWith('/unread-total')) return envelope(2);
      if (url.pathname.endsWith('/my-page')) {
        const current = Number(url.searchParams.get('current'));
        const list = Array.from({ length: Math.min(10, total - (current - 1) * 10) }, (_, i) => notice((current - 1) * 10 + i + 1));
        return envelope({ list, total });
      }
      if (url.pathname.endsWith('/read-all') || url.pathname.endsWith('/read') || url.pathname.endsWith('/remove-all-read')) return envelope(1);
      return envelope(null, false, 'not found');
    }),
  );
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>,
  );
}

const myPageCalls = () => calls.filter((c) => c.url.pathname === '/api/notify-message/my-page').map((c) => Object.fromEntries(c.url.searchParams));

describe('notice drawer', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: { id: 2, name: '李明' } as CurrentUser });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: undefined, user: null });
  });

  it('lists page 1 by 10 with tags, business fields and the action label; 未读 asks for isRead=false', async () => {
    stubServer(3);
    wrap(<NoticeDrawer open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(3));
    expect(myPageCalls()[0]).toEqual({ current: '1', size: '10' });
    expect(screen.getAllByText('待审批')).toHaveLength(3);
    expect(screen.getAllByText('SL202604010001')).toHaveLength(3);
    expect(screen.getAllByText('国内民事 / 继承')).toHaveLength(3);
    expect(screen.getAllByText('刚刚').length).toBeGreaterThan(0);

    // The first 未读 on screen is the filter (the cards say 未读 too).
    fireEvent.click(screen.getAllByText('未读')[0]);
    await waitFor(() => expect(myPageCalls().at(-1)).toEqual({ current: '1', size: '10', isRead: 'false' }));
  });

  it('pages through the list', async () => {
    stubServer(25);
    wrap(<NoticeDrawer open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(myPageCalls().at(-1)).toEqual({ current: '2', size: '10' }));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(5));
  });

  it('opening a notice marks it read; 全部已读 and 删除已读 (after confirmation) call their endpoints', async () => {
    stubServer(3);
    wrap(<NoticeDrawer open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(3));

    fireEvent.click(screen.getAllByTestId('notice-item')[1]);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/notify-message/read' && c.url.searchParams.get('ids') === '2')).toBe(true),
    );

    await waitFor(() => expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/notify-message/read-all')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: '删除已读' }));
    expect(calls.some((c) => c.url.pathname === '/api/notify-message/remove-all-read')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/notify-message/remove-all-read')).toBe(true));
    // After each change the count and the list are fetched again.
    expect(calls.filter((c) => c.url.pathname.endsWith('/unread-total')).length).toBeGreaterThan(1);
  });
});

class FakeSocket {
  static last: FakeSocket;
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {}
}

describe('notice popup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a bottom-right popup that stays, with tag, title, content and action, and refreshes the count', async () => {
    stubServer(0);
    const client = new SocketClient({ WebSocketImpl: FakeSocket, url: (t) => `ws://x/ws/${t}` });
    wrap(<NoticePopup client={client} bind={false} />);
    client.start('tok');
    act(() => {
      FakeSocket.last.readyState = 1;
      FakeSocket.last.onopen?.(new Event('open'));
      FakeSocket.last.onmessage?.({
        data: JSON.stringify({ type: 'MESSAGE', data: notice(9, { notifyType: 'OFFICE_NOTICE', title: '清明值班安排' }) }),
      } as MessageEvent);
    });
    expect(await screen.findByText('清明值班安排')).toBeTruthy();
    expect(screen.getByText('通知公告')).toBeTruthy();
    expect(screen.getByText('内容 9')).toBeTruthy();
    expect(screen.getByRole('button', { name: /查\s*看/ })).toBeTruthy();
    expect(document.querySelector('.ant-notification-bottomRight')).toBeTruthy();
    client.stop();
  });

  it('binds the socket to the session: connects when signed in and stops on logout', async () => {
    const { bindSocketToSession } = await import('../realtime/notice-socket');
    const client = new SocketClient({ WebSocketImpl: FakeSocket, url: (t) => `ws://x/ws/${t}` });
    useSession.setState({ token: 'abc', user: { id: 2 } as CurrentUser });
    const unbind = bindSocketToSession(client);
    expect(client.active).toBe(true);
    expect(FakeSocket.last.url).toBe('ws://x/ws/abc');
    useSession.setState({ token: undefined, user: null });
    expect(client.active).toBe(false);
    unbind();
  });
});

describe('去审批 for a user whose active role cannot approve', () => {
  const NOTARY = ['business:accept:create', 'business:accept:submitReview'];
  const APPROVER = ['business:accept', 'business:approve:notarization', 'business:approve:special'];
  const director = (activeRoleId: number, authorities: string[]) =>
    ({
      id: 5,
      name: '王建国',
      activeRoleId,
      authorities,
      roles: [],
      role: '',
      roleList: [
        { id: 11, name: '公证员', code: 'notary', permissions: NOTARY },
        { id: 12, name: '审批人(主任)', code: 'director', permissions: APPROVER },
      ],
    }) as unknown as CurrentUser;

  afterEach(() => {
    vi.unstubAllGlobals();
    setNavigator((to) => window.location.assign(to));
    useSession.setState({ token: undefined, user: null, routes: [] });
  });

  it('offers the switch to 审批人(主任), switches on the server, then opens the case on 审批', async () => {
    const switched: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname.endsWith('/unread-total')) return envelope(1);
        if (url.pathname.endsWith('/my-page')) return envelope({ list: [notice(1, { title: '业务 SL1 待审批', link: '/business/approve?id=5' })], total: 1 });
        if (url.pathname === '/api/auth/active-role') {
          switched.push(JSON.parse(String(init?.body)));
          return envelope(director(12, APPROVER));
        }
        return envelope(1);
      }),
    );
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    useSession.getState().setUser(director(11, NOTARY));
    useSession.setState({ token: 't' });
    wrap(<NoticeDrawer open onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: '去审批' }));
    expect((await screen.findAllByText('审批需要切换到「审批人(主任)」角色')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '切换到「审批人(主任)」' }));
    await waitFor(() => expect(went).toEqual(['/business/approve?id=5']));
    expect(switched).toEqual([{ roleId: 12 }]);
    expect(useSession.getState().user?.activeRoleId).toBe(12);
  });

  it('offers no action when no role of the user opens the page', async () => {
    stubServer(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname.endsWith('/my-page')) return envelope({ list: [notice(1, { link: '/business/approve?id=5' })], total: 1 });
        return envelope(0);
      }),
    );
    useSession.getState().setUser({ ...director(11, NOTARY), roleList: [{ id: 11, name: '公证员', code: 'notary', permissions: NOTARY }] });
    useSession.setState({ token: 't' });
    wrap(<NoticeDrawer open onClose={() => {}} />);
    expect(await screen.findByText('通知 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去审批' })).toBeNull();
  });
});
