import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage } from '../../../test/fake-server';
import { TenantDialog } from './tenant-dialog';

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('tenant dialog', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the password rule, then sends the tenant with its first administrator', async () => {
    const calls = fakeServer((method, path) => (method === 'POST' && path === '/tenant' ? envelope({ id: 3, adminUserId: 40 }) : undefined));
    const onClose = vi.fn();
    renderPage(<TenantDialog open tenant={null} onClose={onClose} />, '/tenant/index', []);
    type('如：北京市长安公证处', ' 上海市东方公证处 ');
    type('如：京长安', '沪东方');
    type('联系人', '陈主任');
    type('如 010-65120000', '021-12345678');
    type('如 cajg_admin', 'dongfang_admin');
    type('管理员姓名', '陈静');
    type('初始密码', 'short');
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await screen.findByText('密码长度 8–64 位，须同时包含字母和数字，且不能与账号相同');
    expect(bodiesOf(calls, 'POST', '/tenant')).toEqual([]);

    type('初始密码', 'Dongfang2026');
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', '/tenant')).toEqual([
        {
          name: '上海市东方公证处',
          alias: '沪东方',
          contact: '陈主任',
          phone: '021-12345678',
          status: 'ACTIVE',
          admin: { account: 'dongfang_admin', name: '陈静', password: 'Dongfang2026', phone: '' },
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
