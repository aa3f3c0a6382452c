import type { LitigantRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../../lib/notify';
import { envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import { casesOf } from './labels';
import LitigantPage, { toLitigantFilter } from './pages/litigant-page';

const chen: LitigantRow = {
  customerType: 'PERSONAL',
  customerId: 3,
  name: '陈思远',
  idNumber: '110105198508103537',
  phone: '13912345678',
  caseCount: 2,
  cases: [
    { id: 12, businessNumber: 'SL202611220002', status: 'NEW', role: 'APPLICANT', itemNames: ['声明', '学历'], createdAt: '2026-11-21T22:39:00.000Z' },
    { id: 12, businessNumber: 'SL202611220002', status: 'NEW', role: 'AGENT', itemNames: ['声明', '学历'], createdAt: '2026-11-21T22:39:00.000Z' },
    { id: 11, businessNumber: 'SL202611220001', status: 'ACCEPTED', role: 'APPLICANT', itemNames: ['出生'], createdAt: '2026-11-20T02:00:00.000Z' },
  ],
};
const company: LitigantRow = {
  customerType: 'INSTITUTION',
  customerId: 3,
  name: '北京星辰科技有限公司',
  idNumber: '91110105MA01ABCD2X',
  phone: '010-65120000',
  caseCount: 1,
  cases: [{ id: 13, businessNumber: 'SL202611220003', status: 'WAIT_APPROVE', role: 'LEGAL_REP', itemNames: ['委托'], createdAt: '2026-11-21T01:00:00.000Z' }],
};

function server(total = 2) {
  return fakeServer((method, path, url) => {
    if (path === '/business/litigant/page') {
      const current = Number(url.searchParams.get('current'));
      return envelope({ list: current === 1 ? [chen, company] : [], total });
    }
    // The detail drawer's call; a refusal is enough to show it asked.
    if (path === '/business') return envelope(null, false, '无法读取', 404);
    return undefined;
  });
}

function Where() {
  return <div data-testid="where">{useLocation().pathname + useLocation().search}</div>;
}

function show(permissions = ['business:litigant', 'business:accept']) {
  return renderPage(
    <MemoryRouter initialEntries={['/business/litigant']}>
      <Routes>
        <Route path="/business/litigant" element={<LitigantPage route={undefined as never} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    '/business/litigant',
    permissions,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('当事人 helpers', () => {
  it('lists each case once with every role held in it', () => {
    expect(casesOf(chen).map((c) => [c.businessNumber, c.roles])).toEqual([
      ['SL202611220002', ['APPLICANT', 'AGENT']],
      ['SL202611220001', ['APPLICANT']],
    ]);
  });

  it('trims the search and leaves out empty values', () => {
    expect(toLitigantFilter({ keyword: ' 1101 ', role: undefined })).toEqual({ keyword: '1101', role: undefined });
    expect(toLitigantFilter({ keyword: '  ' })).toEqual({ keyword: undefined, role: undefined });
  });
});

// Whole antd pages render slowly in jsdom on a busy machine.
describe('当事人 page', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('lists parties merged by customer, with their roles, case count and latest case', async () => {
    const calls = server();
    show();
    const row = (await screen.findByText('陈思远')).closest('tr')!;
    expect(paramsOf(calls, 'GET', '/business/litigant/page')[0]).toEqual({ current: '1', size: '10' });
    expect(row.textContent).toContain('110105198508103537');
    expect(row.textContent).toContain('13912345678');
    expect(within(row).getByText('申请人')).toBeTruthy();
    expect(within(row).getByText('代理人')).toBeTruthy();
    // Two cases, though the customer is listed three times (twice in one case).
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)[5]).toBe('2');
    expect(within(row).getByText('SL202611220002')).toBeTruthy();
    expect(within(row).getByText('新业务').className).toContain('ant-tag-blue');
    const other = rowOf('北京星辰科技有限公司');
    expect(within(other).getByText('机构')).toBeTruthy();
    expect(within(other).getByText('法定代表人')).toBeTruthy();
    expect(within(other).getByText('待审批')).toBeTruthy();
    expect(screen.getByText('共 2 位当事人')).toBeTruthy();
  });

  it('searches by name or ID number and role from page 1, and resets', async () => {
    const calls = server(25);
    show();
    await screen.findByText('陈思远');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/litigant/page').at(-1)).toEqual({ current: '2', size: '10' }));

    fireEvent.change(screen.getByPlaceholderText('姓名、机构名称或证件号码'), { target: { value: ' 11010519 ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色筛选' }));
    fireEvent.click(await screen.findByTitle('代理人'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(paramsOf(calls, 'GET', '/business/litigant/page').at(-1)).toEqual({ current: '1', size: '10', keyword: '11010519', role: 'AGENT' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/litigant/page').at(-1)).toEqual({ current: '1', size: '10' }));
  });

  it('shows the cases of a party, opens one in the detail drawer and on 受理', async () => {
    const calls = server();
    show();
    fireEvent.click(within((await screen.findByText('陈思远')).closest('tr')!).getByText('查看业务'));
    const cases = await screen.findByTestId('party-cases');
    const lines = [...cases.querySelectorAll('tbody tr.ant-table-row')];
    expect(lines.map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      ['SL202611220002', '声明学历', '申请人代理人', '新业务'],
      ['SL202611220001', '出生', '申请人', '已受理'],
    ]);
    expect(within(lines[1] as HTMLElement).getByText('已受理').className).toContain('ant-tag-cyan');

    fireEvent.click(within(cases).getByText('SL202611220001'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business')).toEqual([{ id: '11' }]));
    expect(await screen.findByText('业务详情')).toBeTruthy();

    fireEvent.click(within(lines[1] as HTMLElement).getByText('到受理办理'));
    expect((await screen.findByTestId('where')).textContent).toBe('/business/accept?id=11');
  });

  it('offers 到受理办理 only to those who may open 受理', async () => {
    server();
    show(['business:litigant']);
    fireEvent.click(within((await screen.findByText('陈思远')).closest('tr')!).getByText('查看业务'));
    const cases = await screen.findByTestId('party-cases');
    expect(within(cases).getAllByText('详情')).toHaveLength(2);
    expect(within(cases).queryByText('到受理办理')).toBeNull();
  });

  it('exports every party of the search as a workbook of parties and their cases', async () => {
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob | MediaSource) => (blobs.push(b as Blob), 'blob:litigants');
    URL.revokeObjectURL = () => {};
    const done: string[] = [];
    setNotifier({ error: () => {}, success: (m) => void done.push(m) });
    try {
      const calls = server();
      show();
      await screen.findByText('陈思远');
      fireEvent.change(screen.getByPlaceholderText('姓名、机构名称或证件号码'), { target: { value: '陈' } });
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(paramsOf(calls, 'GET', '/business/litigant/page').at(-1)).toEqual({ current: '1', size: '10', keyword: '陈' }));
      await waitFor(() => expect((screen.getByRole('button', { name: /导\s*出/ }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
      await waitFor(() => expect(done).toEqual(['已导出 2 位当事人']));
      expect(paramsOf(calls, 'GET', '/business/litigant/page').at(-1)).toEqual({ current: '1', size: '500', keyword: '陈' });
      const bytes = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new TextDecoder('latin1').decode(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(blobs[0]);
      });
      expect(bytes.startsWith('PK')).toBe(true);
      expect(bytes).toContain('xl/worksheets/sheet2.xml');
    } finally {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });
});
