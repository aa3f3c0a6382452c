import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage } from '../../../test/fake-server';
import { TREE } from '../authority-tree.fixture';
import { RoleDialog } from './role-dialog';

/** The checkbox of a tree node, found by its title. */
function checkbox(title: string) {
  const node = screen.getByText(title).closest('.ant-tree-treenode')!;
  return node.querySelector<HTMLElement>('.ant-tree-checkbox')!;
}

describe('role dialog', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the checked pages and functions from the tree', async () => {
    const calls = fakeServer((method, path) => {
      if (path === '/role/authority-tree') return envelope(TREE);
      if (method === 'POST' && path === '/role') return envelope({ id: 9 });
      return undefined;
    });
    const onClose = vi.fn();
    renderPage(<RoleDialog open role={null} onClose={onClose} />, '/system/role', ['system:role:create']);
    await screen.findByText('账号管理');
    fireEvent.change(screen.getByPlaceholderText('如：公证员'), { target: { value: '前台' } });
    fireEvent.change(screen.getByPlaceholderText('如 notary'), { target: { value: 'reception' } });
    fireEvent.click(screen.getByText('账号管理').closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    fireEvent.click(await waitFor(() => checkbox('修改')));
    fireEvent.click(checkbox('操作日志'));
    fireEvent.click(checkbox('通知公告'));
    expect(checkbox('账号管理').className).toContain('indeterminate');
    expect(checkbox('办公').className).toContain('checked');
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', '/role')).toEqual([
        {
          name: '前台',
          code: 'reception',
          description: '',
          permissions: ['system:account', 'system:account:update', 'system:log', 'oa:notice', 'oa:notice:send'],
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a bad code in Chinese before sending and keeps the dialog open on a server refusal', async () => {
    const calls = fakeServer((method, path) => {
      if (path === '/role/authority-tree') return envelope(TREE);
      if (method === 'POST' && path === '/role') return envelope(null, false, '角色编码已存在', 409);
      return undefined;
    });
    const onClose = vi.fn();
    renderPage(<RoleDialog open role={null} onClose={onClose} />, '/system/role', ['system:role:create']);
    await screen.findByText('账号管理');
    fireEvent.change(screen.getByPlaceholderText('如：公证员'), { target: { value: '前台' } });
    fireEvent.change(screen.getByPlaceholderText('如 notary'), { target: { value: '9x' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await screen.findByText('角色编码须以字母开头，只能包含字母、数字和下划线');
    expect(bodiesOf(calls, 'POST', '/role')).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('如 notary'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/role')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByPlaceholderText('如 notary') as HTMLInputElement).value).toBe('admin');
  });
});
