import type { PersonalCustomerRow } from '@notaria/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, renderPage } from '../../test/fake-server';
import PersonalCustomerPage from './pages/personal-customer-page';

afterEach(() => vi.unstubAllGlobals());

const row: PersonalCustomerRow = {
  id: 1,
  name: '张三',
  gender: 'MALE',
  birthDate: '1990-03-07',
  idType: 'ID_CARD',
  idNumber: '110101199003078515',
  phone: '13912345678',
  email: '',
  address: '',
  employer: '',
  formerNames: '',
  nationality: '',
  remark: '',
  createdAt: '2026-03-01T08:00:00Z',
  updatedAt: '2026-03-01T08:00:00Z',
};

function show(permissions: string[]) {
  fakeServer((_method, path) => (path === '/customer/personal/page' ? envelope({ list: [row], total: 1 }) : undefined));
  renderPage(<PersonalCustomerPage route={undefined as never} />, '/custom/personage', permissions);
}

const buttons = (text: string) => screen.queryAllByText(text, { selector: 'button span' });

describe('个人客户: the buttons follow the functions the server checks', { timeout: 60_000 }, () => {
  it('shows the list without 新增, 导入, 编辑 or 删除 to a holder of the page alone', async () => {
    show(['custom:personalCustomerList']);
    expect(await screen.findByText('110101199003078515')).toBeTruthy();
    expect(buttons('新增客户')).toHaveLength(0);
    expect(buttons('导入')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(0);
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('shows each button with its function', async () => {
    show(['custom:personalCustomerList', 'custom:personalCustomerList:create', 'custom:personalCustomerList:delete']);
    expect(await screen.findByText('110101199003078515')).toBeTruthy();
    expect(buttons('新增客户')).toHaveLength(1);
    expect(buttons('导入')).toHaveLength(1);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(1);
  });
});
