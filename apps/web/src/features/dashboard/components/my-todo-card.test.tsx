import type { CurrentUser, MyTodo, TodoCase } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { useSession } from '../../../stores/session-store';
import { envelope, fakeServer, renderPage } from '../../../test/fake-server';
import { MyTodoCard } from './my-todo-card';

const row = (id: number, over: Partial<TodoCase> = {}): TodoCase => ({
  id,
  businessNumber: `SL2026112400${id}`,
  status: 'WAIT_APPROVE',
  itemNames: ['出生'],
  applicants: ['陈小明'],
  handlerName: '李明',
  since: '2026-11-20T02:00:00.000Z',
  deadline: '2026-12-08',
  daysLeft: 10,
  deadlineUnit: 'WORKING',
  paused: false,
  link: `/business/approve?id=${id}`,
  ...over,
});

const TODO: MyTodo = {
  groups: [
    { step: 'approve', label: '待审批', total: 3, list: [row(1, { daysLeft: -2 }), row(2, { daysLeft: 2 }), row(3, { paused: true })] },
    { step: 'approveSpecial', label: '特殊流程待审批', total: 0, list: [] },
    {
      step: 'archive',
      label: '待归档',
      total: 25,
      list: [row(4, { status: 'WAIT_ARCHIVES', deadline: '2027-02-24', daysLeft: 92, deadlineUnit: 'CALENDAR', link: '/business/archives?id=4' })],
    },
  ],
};

const DIRECTOR = ['business:accept', 'business:approve:notarization', 'business:approve:special', 'business:archives:archives'];

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator((to) => window.location.assign(to));
  useSession.setState({ token: undefined, user: null, routes: [] });
});

describe('我的待办', () => {
  it('groups the waiting cases by step with their deadlines; empty steps are left out; a row opens the case where the step is taken', async () => {
    fakeServer((_m, path) => (path === '/dashboard/my-todo' ? envelope(TODO) : undefined));
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    renderPage(<MyTodoCard />, '/dashboard', DIRECTOR);
    useSession.setState({ user: { id: 3, activeRoleId: 1, roleList: [] } as unknown as CurrentUser });

    expect(await screen.findByText('我的待办（28）')).toBeTruthy();
    const approve = screen.getByRole('region', { name: '待审批' });
    const rows = within(approve).getAllByTestId('todo-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/SL20261124001出生 · 陈小明 · 承办 李明期限 2026-12-08已超期 2 个工作日/),
      expect.stringMatching(/临近期限，剩 2 个工作日/),
      expect.stringMatching(/补充材料中（期限暂停）/),
    ]);
    expect(within(rows[0]).getByText('已超期 2 个工作日').className).toContain('ant-tag-red');
    expect(within(rows[1]).getByText(/剩 2 个工作日/).className).toContain('ant-tag-orange');
    expect(screen.queryByRole('region', { name: '特殊流程待审批' })).toBeNull();

    const archive = screen.getByRole('region', { name: '待归档' });
    expect(within(archive).getByText('剩 92 天').getAttribute('title')).toBe('归档期限：2027-02-24');
    fireEvent.click(within(archive).getByRole('button', { name: '还有 24 件，查看全部' }));
    fireEvent.click(within(rows[0]).getByText('SL20261124001'));
    await waitFor(() => expect(went).toEqual(['/business/archives', '/business/approve?id=1']));
  });

  it('says so when nothing waits, and when the role has no business step', async () => {
    fakeServer((_m, path) => (path === '/dashboard/my-todo' ? envelope({ groups: [{ step: 'approve', label: '待审批', total: 0, list: [] }] }) : undefined));
    const { unmount } = renderPage(<MyTodoCard />, '/dashboard', DIRECTOR);
    expect(await screen.findByText('暂无待办，等待您办理的业务会出现在这里')).toBeTruthy();
    unmount();
    fakeServer((_m, path) => (path === '/dashboard/my-todo' ? envelope({ groups: [] }) : undefined));
    renderPage(<MyTodoCard />, '/dashboard', ['business:accept:financeAppend']);
    expect(await screen.findByText('当前角色没有需要办理的业务步骤')).toBeTruthy();
  });
});
