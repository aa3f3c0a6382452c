import type { VoteDetail, VoteRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../test/fake-server';
import VotePage from './vote-page';

/** A WebSocket the test speaks through as the server would. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
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
  send() {}
  close() {
    this.readyState = 3;
  }
  push(type: string, data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
}

const ROW: VoteRow = {
  id: 5,
  title: '关于调整值班制度的议案',
  kind: 'MOTION',
  status: 'OPEN',
  anonymous: false,
  creatorName: '赵敏',
  caseNumber: '',
  opensAt: '2026-11-25T01:00:00.000Z',
  closesAt: null,
  eligible: 3,
  cast: 0,
  isVoter: true,
  hasVoted: false,
  passed: null,
  createdAt: '2026-11-25T01:00:00.000Z',
};
const OPTIONS = [
  { key: 'FOR', label: '赞成' },
  { key: 'AGAINST', label: '反对' },
  { key: 'ABSTAIN', label: '弃权' },
];
const detail = (over: Partial<VoteDetail> = {}): VoteDetail => ({
  ...ROW,
  description: '',
  options: OPTIONS,
  maxChoices: 1,
  hideCounts: false,
  quorum: 'TWO_THIRDS',
  passRule: 'MAJORITY_OF_CAST',
  caseId: null,
  isCreator: false,
  counts: OPTIONS.map((o) => ({ ...o, count: 0 })),
  myChoices: null,
  voters: [],
  result: null,
  resultSha256: '',
  resultSm3: '',
  chainSeq: null,
  minutesUrl: '',
  minutesName: '',
  ...over,
});

function show(permissions: string[], vote: () => VoteDetail = () => detail()) {
  vi.stubGlobal('WebSocket', FakeSocket);
  const calls = fakeServer((method, path) => {
    if (method === 'GET' && path === '/oa/vote/page') return envelope({ list: [ROW], total: 1 });
    if (method === 'GET' && path === '/oa/vote/detail') return envelope(vote());
    if (method === 'POST' && path === '/oa/vote/ballot') return envelope({ receipt: 'ab'.repeat(32) });
    return undefined;
  });
  renderPage(
    <MemoryRouter>
      <VotePage route={undefined as never} />
    </MemoryRouter>,
    '/oa/vote',
    permissions,
  );
  return calls;
}

describe('在线表决', { timeout: 60_000 }, () => {
  afterEach(resetApp);

  it('a voter sees only 我参与的, votes once, and the drawer follows the live counts', async () => {
    let voted = false;
    let cast = 0;
    const calls = show(['oa:vote'], () =>
      detail({ hasVoted: voted, myChoices: voted ? ['FOR'] : null, cast, counts: OPTIONS.map((o) => ({ ...o, count: o.key === 'FOR' ? cast : 0 })) }),
    );
    const row = (await screen.findByText(ROW.title)).closest('tr')!;
    expect(screen.queryByRole('button', { name: /发起表决/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: '我发起的' })).toBeNull();
    expect(within(row).getByText('待投票')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '去投票' }));
    const drawer = await screen.findByRole('dialog');
    const submit = await within(drawer).findByRole('button', { name: '提交投票' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(within(drawer).getByText('赞成', { selector: 'label span, label' }));
    voted = true;
    cast = 1;
    fireEvent.click(submit);
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/oa/vote/ballot')).toEqual([{ id: 5, choices: ['FOR'] }]));
    await within(drawer).findByText('您已投票：赞成');
    await within(drawer).findByText('投票回执（请自行保存，可用于核对选票已计入）');

    // Another voter's ballot arrives over the socket: the drawer refetches and shows it.
    cast = 2;
    FakeSocket.last!.push('VOTE', { id: 5, status: 'OPEN', eligible: 3, cast: 2, counts: [{ key: 'FOR', label: '赞成', count: 2 }] });
    await within(drawer).findByText('（应投 3 人，已投 2 人）');
  });

  it('shows no counts while the creator hides them, and offers 发起表决 to whoever may', async () => {
    show(['oa:vote', 'oa:vote:create'], () => detail({ hideCounts: true, counts: null }));
    expect(await screen.findByRole('button', { name: /发起表决/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我发起的' })).toBeTruthy();
    fireEvent.click(await screen.findByText(ROW.title));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('发起人设置了结束前不公开票数，表决结束后公布结果');
  });
});
