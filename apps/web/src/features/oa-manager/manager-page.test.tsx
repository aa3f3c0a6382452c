import type { ManagerOverview, NotaryWorkload } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi } from '../../test/stub-api';
import ManagerPage from './manager-page';

const counts = { NEW: 0, ACCEPTED: 0, WAIT_APPROVE: 0, APPROVE_REJECT: 0, APPROVE_PASS: 0, CERTIFIED: 0 };
const notary = (over: Partial<NotaryWorkload>): NotaryWorkload => ({
  userId: 3,
  name: '李明',
  deptName: '民事公证部',
  byStatus: counts,
  open: 0,
  overdue: 0,
  onLeaveToday: false,
  ...over,
});
const OVERVIEW: ManagerOverview = {
  today: '2026-11-25',
  weekEnd: '2026-11-29',
  notaries: [
    notary({ byStatus: { ...counts, ACCEPTED: 2, CERTIFIED: 1 }, open: 3, overdue: 1, onLeaveToday: true }),
    notary({ userId: 5, name: '王建国', deptName: '主任室' }),
    notary({ userId: 9, name: '周伟', deptName: '经济公证部', byStatus: { ...counts, NEW: 1 }, open: 1 }),
  ],
  pendingApprovals: [
    {
      id: 41,
      kindTitle: '请假',
      summary: '张婷 病假 2026-12-07 上午 至 2026-12-08 上午，共 1.5 天',
      applicantName: '张婷',
      stepName: '部门负责人审批',
      approverNames: ['李明'],
      createdAt: '2026-11-25T01:00:00.000Z',
    },
  ],
  pendingApprovalTotal: 1,
  onLeave: [
    {
      id: 7,
      applicantId: 3,
      applicantName: '李明',
      deptName: '民事公证部',
      kind: 'ANNUAL',
      startDate: '2026-11-25',
      startHalf: 'AM',
      endDate: '2026-11-26',
      endHalf: 'PM',
      days: 2,
      status: 'APPROVED',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('业务管理', { timeout: 30_000 }, () => {
  it('shows the notaries, pending approvals and this week’s leave, and moves a notary’s cases with 转办', async () => {
    const api = stubApi({
      'GET /office-manager/overview': ok(OVERVIEW),
      'GET /leave/calendar': ok([]),
      'POST /office-manager/reassign': ok({ moved: 3, businessNumbers: ['A', 'B', 'C'] }),
    });
    renderWithApp(
      <MemoryRouter>
        <ManagerPage route={undefined as never} />
      </MemoryRouter>,
      { page: 'oa:business', permissions: ['oa:business:manager'] },
    );
    const row = (await screen.findAllByText('李明')).map((e) => e.closest('tr')).find(Boolean)!;
    expect(within(row).getByText('今日请假')).toBeTruthy();
    expect(screen.getByText('部门负责人审批')).toBeTruthy();
    expect(screen.getByTestId('week-leaves').textContent).toContain('年假 · 11-25 上午 至 11-26 下午 · 2 天');
    expect(screen.getByTestId('stat-overdue').textContent).toContain('1');
    // 王建国 has no open cases: nothing to move.
    const idle = screen.getByText('王建国').closest('tr')!;
    expect(within(idle).getByRole('button', { name: '转办' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: '转办' }));
    const dialog = (await screen.findByText('转办 李明 的在办业务')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('李明现有在办业务 3 件，将全部转给所选公证员')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('接办公证员'));
    fireEvent.click(await screen.findByText('周伟（经济公证部） · 在办 1 件'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确认转办/ }));
    await waitFor(() => expect(api.of('POST', '/office-manager/reassign')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('POST', '/office-manager/reassign')[0].body).toEqual({ fromUserId: 3, toUserId: 9, reason: '李明请假，业务转办' });
  });
});
