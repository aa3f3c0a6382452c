import type { LeaveRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi } from '../../test/stub-api';
import LeaveTab from './leave-tab';

const row = (over: Partial<LeaveRow>): LeaveRow => ({
  id: 1,
  applicantId: 4,
  applicantName: '张婷',
  deptName: '民事公证部',
  kind: 'SICK',
  startDate: '2026-12-07',
  startHalf: 'AM',
  endDate: '2026-12-08',
  endHalf: 'AM',
  days: 1.5,
  reason: '发烧就医',
  attachmentUrl: '',
  attachmentName: '',
  handoverUserId: null,
  handoverName: '',
  handedOverCases: 0,
  status: 'PENDING',
  approvalId: 31,
  canWithdraw: true,
  createdAt: '2026-11-25T01:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('办公申请 › 请假', { timeout: 30_000 }, () => {
  it('lists the leaves with their status, and withdraws one not yet decided', async () => {
    const api = stubApi({
      'GET /leave/mine': ok({
        total: 2,
        list: [
          row({}),
          row({
            id: 2,
            kind: 'ANNUAL',
            reason: '年假出游',
            status: 'APPROVED',
            canWithdraw: false,
            handoverName: '王建国',
            handedOverCases: 3,
            approvalId: 30,
          }),
        ],
      }),
      'GET /leave/calendar': ok([]),
      'PUT /approval/withdraw': ok({}),
    });
    renderWithApp(
      <MemoryRouter>
        <LeaveTab />
      </MemoryRouter>,
      { page: 'oa:apply', permissions: ['oa:apply:leave'] },
    );
    const pending = (await screen.findByText('发烧就医')).closest('tr')!;
    const approved = screen.getByText('年假出游').closest('tr')!;
    expect(within(pending).getByText('审批中')).toBeTruthy();
    expect(within(pending).getByText('2026-12-07 上午 至 2026-12-08 上午')).toBeTruthy();
    expect(within(pending).getByText('1.5 天')).toBeTruthy();
    expect(within(approved).getByText('已通过')).toBeTruthy();
    expect(within(approved).getByText('（已转交 3 件）')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: '撤回' })).toBeNull();

    fireEvent.click(within(pending).getByRole('button', { name: '撤回' }));
    const popup = (await screen.findByText('撤回这条请假申请？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() => expect(api.of('PUT', '/approval/withdraw')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('PUT', '/approval/withdraw')[0].body).toEqual({ id: 31 });
  });
});
