import type { SealRegisterRow, SealUseRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../test/fake-server';
import SealPage from './seal-page';

const requestRow = (over: Partial<SealUseRow>): SealUseRow => ({
  id: 1,
  sealId: 3,
  sealName: '北京市长安公证处公章',
  sealType: 'OFFICIAL',
  applicantId: 5,
  applicantName: '张婷',
  deptName: '民事公证部',
  documentName: '委托核实函',
  copies: 2,
  impressions: 2,
  purpose: '核实产权',
  counterparty: '',
  blank: false,
  documents: [{ url: '/api/file/0123456789abcdef0123456789abcdef', name: '委托核实函.pdf', sha256: 'a'.repeat(64) }],
  status: 'APPROVED',
  approvalId: 9,
  keeperName: '赵敏',
  canStamp: true,
  createdAt: '2026-11-24T02:00:00.000Z',
  stampedAt: null,
  ...over,
});
const USES = [requestRow({}), requestRow({ id: 2, documentName: '合作协议', canStamp: false, blank: true })];
const ENTRY: SealRegisterRow = {
  id: 1,
  seq: 1,
  sealId: 3,
  sealName: '北京市长安公证处公章',
  requestKind: 'useSeal',
  requestId: 1,
  applicantName: '张婷',
  operatorName: '赵敏',
  documentName: '委托核实函',
  impressions: 2,
  documentSha256Before: 'a'.repeat(64),
  documentSha256After: null,
  note: '',
  at: '2026-11-24T03:00:00.000Z',
  hash: 'b'.repeat(64),
};

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/seal/page') return envelope({ list: [], total: 0 });
    if (method === 'GET' && path === '/seal/use/page') return envelope({ list: USES, total: USES.length });
    if (method === 'POST' && path === '/seal/register') return envelope(ENTRY);
    if (method === 'GET' && path === '/seal/register/page') return envelope({ list: [ENTRY], total: 1 });
    if (method === 'GET' && path === '/seal/register/verify')
      return envelope({ ok: false, checked: 2, firstBroken: { seq: 3, id: 3, reason: '第 3 条记录的内容与其哈希不一致（记录被改动）' } });
    return undefined;
  });
}

const ALL = ['oa:seal', 'oa:seal:add', 'oa:seal:update', 'oa:seal:register', 'oa:seal:export'];
const show = (permissions = ALL) =>
  renderPage(
    <MemoryRouter>
      <SealPage route={undefined as never} />
    </MemoryRouter>,
    '/oa/seal',
    permissions,
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('印章管理', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('offers 登记用印 to the keeper only, and records the actual impressions', async () => {
    const calls = server();
    show();
    expect(await screen.findByText('本处还没有登记印章，点击“新增印章”登记')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '用印申请' }));
    await screen.findByText('合作协议');
    const other = within(rowOf('合作协议')).getByRole('button', { name: '登记用印' });
    expect((other as HTMLButtonElement).disabled).toBe(true);
    expect(within(rowOf('合作协议')).getByText('空白文书')).toBeTruthy();
    fireEvent.click(within(rowOf('委托核实函')).getByRole('button', { name: '登记用印' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 份，2 次')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('实际用印次数'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '记入登记簿' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/seal/register')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/seal/register')[0]).toMatchObject({ requestId: 1, impressions: 1 });
  });

  it('shows neither 新增印章, 登记用印 nor 导出 without their functions, and 校验 names the first broken row', async () => {
    server();
    show(['oa:seal']);
    await screen.findByText('本处还没有登记印章，点击“新增印章”登记');
    expect(screen.queryByRole('button', { name: /新增印章/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '用印申请' }));
    await screen.findByText('合作协议');
    expect(screen.queryByRole('button', { name: '登记用印' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '用印登记簿' }));
    await screen.findByText('委托核实函');
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /校\s*验/ }));
    expect(await screen.findByText('登记簿在第 3 条处断开')).toBeTruthy();
  });
});
