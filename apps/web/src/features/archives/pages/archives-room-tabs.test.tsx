import type { ArchiveDestroyRequestRow, ArchiveRetentionRule, ArchiveVolumeRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import ArchivesPage from './archives-page';

const due = (id: number, archiveNo: string): ArchiveVolumeRow => ({
  id,
  archiveNo,
  caseId: id * 10,
  caseNumber: `SL2016000${id}`,
  year: 2016,
  category: 'GNJJ',
  categoryName: '国内经济',
  parties: '某贸易公司',
  matters: '合同',
  volumeKind: 'ORDINARY',
  hasSubVolume: false,
  retention: 'SHORT',
  retentionYears: 10,
  retentionUntil: '2026-12-31',
  status: 'IN_STORE',
  locationId: null,
  locationPath: '',
  boxNo: '',
  itemCount: 3,
  totalSize: 4096,
  receivedAt: '2016-05-02T02:00:00.000Z',
  receivedByName: '刘洋',
  lastVerifiedAt: null,
  lastVerifyOk: null,
});
const DUE = [due(3, '2016-外经-00003'), due(4, '2016-外经-00004')];
const REQUEST: ArchiveDestroyRequestRow = {
  id: 9,
  status: 'DONE',
  archiveNos: ['2015-外经-00001'],
  reason: '保管期满，鉴定无保存价值',
  listSha256: 'e'.repeat(64),
  approvalId: 21,
  createdByName: '刘洋',
  createdAt: '2026-01-05T02:00:00.000Z',
  doneAt: '2026-01-06T02:00:00.000Z',
};
const RULES: ArchiveRetentionRule[] = [
  { id: 1, category: '', categoryName: '默认（未列明的类别）', retention: 'PERMANENT', years: null, source: '须由本处核对确认' },
  { id: 2, category: 'GNJJ', categoryName: '国内经济', retention: 'LONG', years: 30, source: '须由本处核对确认' },
];

const LOAN = {
  id: 31,
  volumeId: 7,
  archiveNo: '2024-内民-00102',
  borrowerName: '李明',
  purpose: '法院调卷审查',
  dueOn: '2026-11-10',
  status: 'LENT' as const,
  overdueDays: 15,
  lentAt: '2026-11-01T02:00:00.000Z',
  returnedAt: null,
};

const fns = (...f: string[]) => ['archives:index', ...f.map((x) => `archives:index:${x}`)];
const show = (permissions: string[]) =>
  renderPage(
    <MemoryRouter>
      <ArchivesPage route={undefined as never} />
    </MemoryRouter>,
    '/archives/index',
    permissions,
  );

function server() {
  return fakeServer((method, path, url) => {
    if (method === 'GET' && path === '/archives/page')
      return url.searchParams.get('dueForAppraisal') === 'true' ? envelope({ list: DUE, total: 2 }) : envelope({ list: [], total: 0 });
    if (method === 'GET' && path === '/archives/locations') return envelope([]);
    if (method === 'GET' && path === '/archives/destroy-requests') return envelope({ list: [REQUEST], total: 1 });
    if (method === 'POST' && path === '/archives/destroy') return envelope({ approvalId: 22 }, true, '已提交鉴定销毁审批');
    if (method === 'GET' && path === '/archives/retention-rules') return envelope(RULES);
    if (method === 'GET' && path === '/archives/borrows') return envelope([LOAN]);
    if (method === 'POST' && path === '/archives/borrows/remind') return envelope(null, true, '已提醒借阅人');
    if (method === 'PUT' && path === '/archives/return') return envelope(null, true, '已归还');
    if (method === 'PUT' && path === '/archives/retention-rules') return envelope({ ...RULES[1], years: 25 }, true, '已保存');
    return undefined;
  });
}

describe('档案管理: 鉴定销毁 and 保管期限', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('lists the volumes due for 鉴定, sends the chosen ones on one request, and shows the requests with their result', async () => {
    const calls = server();
    show(fns('destroy'));
    fireEvent.click(await screen.findByRole('tab', { name: '鉴定销毁' }));
    await screen.findByText('2016-外经-00004');
    expect(paramsOf(calls, 'GET', '/archives/page').some((q) => q.dueForAppraisal === 'true')).toBe(true);
    const apply = () => screen.getByRole('button', { name: /申请鉴定销毁/ });
    expect((apply() as HTMLButtonElement).disabled).toBe(true);
    for (const no of ['2016-外经-00003', '2016-外经-00004']) fireEvent.click(within(screen.getByText(no).closest('tr')!).getByRole('checkbox'));
    await waitFor(() => expect(apply().textContent).toContain('2 卷'));
    fireEvent.click(apply());
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('鉴定意见'), { target: { value: '保管期满，建议销毁' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交鉴定委员会审批/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/archives/destroy')).toEqual([{ ids: [3, 4], reason: '保管期满，建议销毁' }]));
    const done = screen.getByText('2015-外经-00001').closest('tr')!;
    expect(done.textContent).toContain('已销毁');
    expect(within(done).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/oa/approve?id=21');
  });

  it('offers 申请鉴定销毁 only with the 鉴定销毁 function, and the rule editor only with 保管期限规则', async () => {
    server();
    show(fns());
    fireEvent.click(await screen.findByRole('tab', { name: '鉴定销毁' }));
    await screen.findByText('2016-外经-00004');
    expect(screen.queryByRole('button', { name: /申请鉴定销毁/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '保管期限' }));
    await screen.findByText('长期 30 年');
    expect(screen.queryByRole('button', { name: '新增类别' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('edits a category period with its source', async () => {
    const calls = server();
    show(fns('retention'));
    fireEvent.click(await screen.findByRole('tab', { name: '保管期限' }));
    const row = (await screen.findByText('长期 30 年')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('保管年限'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText('依据'), { target: { value: '《公证档案管理办法》（2025），经本处核对' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/archives/retention-rules')).toEqual([
        { category: 'GNJJ', categoryName: '国内经济', retention: 'LONG', years: 25, source: '《公证档案管理办法》（2025），经本处核对' },
      ]),
    );
  });

  it('lists the overdue loans with 催还 and 归还 for the loan desk', async () => {
    const calls = server();
    show(fns('borrow'));
    fireEvent.click(await screen.findByRole('tab', { name: '借阅逾期' }));
    const row = (await screen.findByText('法院调卷审查')).closest('tr')!;
    expect(row.textContent).toContain('15 天');
    expect(paramsOf(calls, 'GET', '/archives/borrows').at(-1)).toEqual({ overdue: 'true' });
    fireEvent.click(within(row).getByRole('button', { name: '催还' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/archives/borrows/remind')).toEqual([{ id: 31 }]));
    fireEvent.click(within(row).getByRole('button', { name: '归还' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('确认 李明 借阅的案卷已归还');
    fireEvent.click(within(confirm).getByRole('button', { name: /归\s*还/ }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/archives/return')).toEqual([{ id: 7 }]));
  });
});
