import type { CaseRow } from '@notaria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session-store';
import { envelope, fakeServer, paramsOf, renderPage } from '../../test/fake-server';
import { TransferApprovalList } from './components/transfer-approval-list';

const DIRECTOR_ID = 3;
const pendingRow: CaseRow = {
  id: 5,
  businessNumber: 'SL202604010005',
  status: 'ACCEPTED',
  itemNames: ['出生'],
  applicants: ['周晓梅'],
  handlerId: 7,
  handlerName: '李明',
  assistantId: null,
  approverId: null,
  createdAt: '2026-04-01T02:00:00.000Z',
  deadline: null,
  daysLeft: null,
  paused: false,
  abilities: [],
  pendingTransfer: {
    id: 2,
    fromUserId: 7,
    fromName: '李明',
    toUserId: 9,
    toName: '孙丽',
    reason: '回避',
    status: 'PENDING',
    opinion: '',
    requestedAt: '2026-04-02T01:00:00.000Z',
    decidedAt: null,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: undefined, user: null, id: null, routes: [] });
});

describe('转办审批', { timeout: 120_000 }, () => {
  it('asks only for cases with a pending request and shows it from the row, without loading each case', async () => {
    const calls = fakeServer((_method, path) => {
      if (path === '/business/page') return envelope({ list: [pendingRow], total: 1 });
      if (path === '/notarization-item/tree' || path === '/user/select' || path === '/role/select') return envelope([]);
      return undefined;
    });
    useSession.setState({ id: DIRECTOR_ID });
    renderPage(
      <MemoryRouter>
        <TransferApprovalList />
      </MemoryRouter>,
      '/business/approve',
      ['business:approve:special'],
    );
    const cell = await screen.findByTestId('row-transfer');
    expect(cell.textContent).toContain('李明 → 孙丽');
    expect(within(cell).getByText('待审批')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/business/page')[0]).toMatchObject({ transferPending: 'true' });
    await waitFor(() => expect(screen.getByText('批准转办')).toBeTruthy());
    expect(screen.getByText('不批准转办')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/business')).toBe(false);
  });
});
