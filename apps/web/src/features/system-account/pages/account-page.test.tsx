import type { CurrentUser } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import { userRow } from '../user-row.fixture';
import AccountPage, { DEACTIVATE_WARNING, toFilter } from './account-page';

const ALL_FUNCTIONS = ['system:account:create', 'system:account:update', 'system:account:delete'];

function server(total = 25, refuseDelete?: string) {
  return fakeServer((method, path, url) => {
    if (path === '/user/page') {
      const current = Number(url.searchParams.get('current'));
      const size = Number(url.searchParams.get('size'));
      const n = Math.max(0, Math.min(size, total - (current - 1) * size));
      return envelope({ list: Array.from({ length: n }, (_, i) => userRow((current - 1) * size + i + 10)), total });
    }
    if (path === '/dept/select') return envelope([{ id: 3, name: '民事公证部', children: [] }]);
    if (path === '/role/select') return envelope([{ id: 4, name: '公证员', code: 'notary' }]);
    if (method === 'PUT' && path === '/user/activated') return envelope(userRow(10, { activated: false }));
    if (method === 'DELETE' && path === '/user') return refuseDelete ? envelope(null, false, refuseDelete, 409) : envelope(null);
    return undefined;
  });
}

const show = () => renderPage(<AccountPage route={undefined as never} />, '/system/account', ALL_FUNCTIONS);

// Whole antd pages render slowly in jsdom on a busy machine.
describe('账号管理', { timeout: 60_000 }, () => {
  afterEach(resetApp);

  it('turns the search form into filters, trimmed and without empty values', () => {
    expect(toFilter({ name: ' 张 ', account: '', phone: undefined, deptId: 3, roleId: 4, activated: 'false' })).toEqual({
      name: '张',
      deptId: 3,
      roleId: 4,
      activated: false,
    });
    expect(toFilter({ activated: 'true' })).toEqual({ activated: true });
  });

  it('asks for page 1 by 10, sends the search filters from page 1, and pages', async () => {
    const calls = server(25);
    show();
    await screen.findByText('user10');
    expect(paramsOf(calls, 'GET', '/user/page')[0]).toEqual({ current: '1', size: '10' });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/user/page').at(-1)).toEqual({ current: '2', size: '10' }));

    fireEvent.change(screen.getByPlaceholderText('姓名'), { target: { value: ' 李 ' } });
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'li' } });
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '138' } });
    fireEvent.click(screen.getByText(/^搜\s*索$/));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/user/page').at(-1)).toEqual({ current: '1', size: '10', name: '李', account: 'li', phone: '138' }));

    fireEvent.click(screen.getByText(/^重\s*置$/));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/user/page').at(-1)).toEqual({ current: '1', size: '10' }));
  });

  it('asks before deactivating, with the consequence, and sends PUT /user/activated only after 停用', async () => {
    const calls = server(1);
    show();
    fireEvent.click(await screen.findByLabelText('用户10的启用状态'));
    await screen.findByText(DEACTIVATE_WARNING);
    expect(bodiesOf(calls, 'PUT', '/user/activated')).toEqual([]);
    const confirm = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
    fireEvent.click(within(confirm).getByText(/^停\s*用$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/user/activated')).toEqual([{ id: 10, activated: false }]));
  });

  it('asks before deleting and shows the server refusal once', async () => {
    const errors: string[] = [];
    setNotifier({ error: (m) => void errors.push(m), success: () => {} });
    const calls = server(1, '该用户是流程「出证审批」的审批人，请先调整流程再删除');
    show();
    await screen.findByText('user10');
    fireEvent.click(screen.getByText('删除'));
    expect(bodiesOf(calls, 'DELETE', '/user')).toEqual([]);
    const ok = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm-buttons .ant-btn-dangerous')!);
    expect(screen.getByText('删除账号「用户10」？')).toBeTruthy();
    fireEvent.click(ok);
    await waitFor(() => expect(paramsOf(calls, 'DELETE', '/user')).toEqual([{ id: '10' }]));
    await waitFor(() => expect(errors).toEqual(['该用户是流程「出证审批」的审批人，请先调整流程再删除（请求编号：r1）']));
    expect(screen.getByText('user10')).toBeTruthy();
  });

  it('hides create, edit, reset and delete without those functions', async () => {
    server(1);
    useSession.setState({ user: { id: 5 } as CurrentUser });
    renderPage(<AccountPage route={undefined as never} />, '/system/account', ['system:account']);
    await screen.findByText('user10');
    expect(screen.queryByText('新增账号')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('重置密码')).toBeNull();
    expect((screen.getByLabelText('用户10的启用状态') as HTMLButtonElement).disabled).toBe(true);
  });
});
