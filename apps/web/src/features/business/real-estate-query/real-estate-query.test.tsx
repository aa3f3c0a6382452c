import type { RealEstateQueryRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage } from '../../../test/fake-server';
import { RealEstateQueryButton } from './components/real-estate-query-button';
import { toRealEstateFilter } from './components/real-estate-query-drawer';

const row = (id: number, over: Partial<RealEstateQueryRow> = {}): RealEstateQueryRow => ({
  id,
  caseId: 7,
  businessNumber: 'SL202611200001',
  propertyLocation: '北京市朝阳区建国路88号院3号楼1单元1502',
  certificateNumber: `京(2021)朝阳区不动产权第00${id}号`,
  ownerName: '赵永刚',
  ownerIdNumber: '1101**********1234',
  channel: 'WINDOW',
  queryDate: '2026-11-18',
  result: 'MORTGAGED',
  notes: '抵押权人：建设银行',
  attachments: [],
  recordedBy: 3,
  recordedByName: '王建国',
  createdAt: '2026-11-18T02:00:00.000Z',
  updatedAt: '2026-11-18T02:00:00.000Z',
  ...over,
});
const ROWS = [
  row(1, { attachments: [{ url: '/api/file/0123456789abcdef0123456789abcdef', name: '查询结果.pdf' }] }),
  row(2, { result: 'SEIZED', channel: 'LETTER', notes: '朝阳法院查封' }),
];
const CASE = {
  id: 7,
  businessNumber: 'SL202611200001',
  status: 'ACCEPTED',
  handlerId: 2,
  handlerName: '李明',
  itemNames: ['房屋买卖合同'],
  applicants: ['赵永刚'],
  createdAt: '',
  deadline: null,
  daysLeft: null,
  paused: false,
  assistantId: null,
  approverId: null,
};

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/business/real-estate-query/page') return envelope({ list: ROWS, total: 23 });
    if (method === 'GET' && path === '/business/page') return envelope({ list: [CASE], total: 1 });
    if (path === '/business/real-estate-query' && method !== 'GET') return envelope(method === 'DELETE' ? null : row(9));
    return undefined;
  });
}

const open = async () => {
  renderPage(<RealEstateQueryButton />, '/business/approve', ['business:approve:realEstateQuery']);
  fireEvent.click(screen.getByRole('button', { name: '不动产查询' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
};
/** The modal whose title is `title`. */
const modal = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
const button = (text: RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button span' }).closest('button')!;

afterEach(() => vi.unstubAllGlobals());

describe('不动产查询 search values', () => {
  it('trims text, leaves empty filters out and sends the dates as calendar days', () => {
    expect(
      toRealEstateFilter({ keyword: '  建国路 ', businessNumber: ' ', result: 'SEIZED', range: [dayjs('2026-01-05T18:00'), dayjs('2026-03-31T01:00')] }),
    ).toEqual({
      keyword: '建国路',
      result: 'SEIZED',
      from: '2026-01-05',
      to: '2026-03-31',
    });
    expect(toRealEstateFilter({ range: null })).toEqual({});
  });
});

describe('不动产查询 drawer', { timeout: 60_000 }, () => {
  it('lists the records with the masked ID, channel, result and attachment, searches and pages', async () => {
    const calls = server();
    const drawer = await open();
    expect(await within(drawer).findByText('京(2021)朝阳区不动产权第001号', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(drawer).getAllByText('1101**********1234')).toHaveLength(2);
    expect(within(drawer).getByText('有查封')).toBeTruthy();
    expect(within(drawer).getByText('函询')).toBeTruthy();
    expect(within(drawer).getByText('查询结果.pdf')).toBeTruthy();
    expect(within(drawer).getByText('共 23 条')).toBeTruthy();

    fireEvent.change(within(drawer).getByPlaceholderText('坐落、权证号或权利人'), { target: { value: ' 建国路 ' } });
    fireEvent.click(button(/^查\s*询$/, drawer));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/real-estate-query/page').at(-1)).toEqual({ current: '1', size: '10', keyword: '建国路' }));

    fireEvent.click(within(drawer).getByTitle('3'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/real-estate-query/page').at(-1)).toEqual({ current: '3', size: '10', keyword: '建国路' }));
  });

  it('records a query for a case found by number, masking the ID number and asking for notes when the result is 其他', async () => {
    const calls = server();
    const drawer = await open();
    fireEvent.click(button(/登记查询/, drawer));
    const dialog = await modal('登记不动产查询');

    fireEvent.mouseDown(within(dialog).getByLabelText('业务'));
    fireEvent.change(within(dialog).getByLabelText('业务'), { target: { value: 'SL2026' } });
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/page').at(-1)).toMatchObject({ businessNumber: 'SL2026' }));
    fireEvent.click(await screen.findByText(/^SL202611200001\s+房屋买卖合同\s+赵永刚$/, { selector: '.ant-select-item-option-content' }, { timeout: 10_000 }));

    fireEvent.change(within(dialog).getByLabelText('不动产坐落'), { target: { value: ' 北京市海淀区中关村大街27号 ' } });
    fireEvent.change(within(dialog).getByLabelText('不动产权证号'), { target: { value: '京(2019)海淀区不动产权第0098765号' } });
    fireEvent.change(within(dialog).getByLabelText('权利人'), { target: { value: '孙丽华' } });
    fireEvent.change(within(dialog).getByLabelText('权利人证件号码'), { target: { value: '11010819700101002x' } });
    fireEvent.click(within(dialog).getByLabelText('线上查询平台'));
    fireEvent.click(within(dialog).getByLabelText('其他'));
    fireEvent.click(button(/^保\s*存$/, dialog));
    expect(await within(dialog).findByText('查询结果为“其他”时须说明', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodiesOf(calls, 'POST', '/business/real-estate-query')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '登记簿记载存在异议登记' } });
    fireEvent.click(button(/^保\s*存$/, dialog));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/business/real-estate-query')).toHaveLength(1), { timeout: 5000 });
    expect(bodiesOf(calls, 'POST', '/business/real-estate-query')[0]).toEqual({
      caseId: 7,
      propertyLocation: '北京市海淀区中关村大街27号',
      certificateNumber: '京(2019)海淀区不动产权第0098765号',
      ownerName: '孙丽华',
      ownerIdNumber: '1101**********002X',
      channel: 'ONLINE',
      queryDate: dayjs().format('YYYY-MM-DD'),
      result: 'OTHER',
      notes: '登记簿记载存在异议登记',
      attachments: [],
    });
    await waitFor(() => expect(screen.queryByText('登记不动产查询', { selector: '.ant-modal-title' })).toBeNull(), { timeout: 5000 });
  });

  it('edits a record (removing its attachment) and deletes one after confirmation', async () => {
    const calls = server();
    const drawer = await open();
    await within(drawer).findByText('京(2021)朝阳区不动产权第001号', {}, { timeout: 10_000 });
    fireEvent.click(within(drawer).getAllByText(/^编\s*辑$/)[0]);
    const dialog = await modal('编辑不动产查询');
    expect((within(dialog).getByLabelText('权利人证件号码') as HTMLInputElement).value).toBe('1101**********1234');
    fireEvent.click(button(/^移\s*除$/, dialog));
    fireEvent.click(within(dialog).getByLabelText('无查封抵押'));
    fireEvent.click(button(/^保\s*存$/, dialog));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/real-estate-query')).toHaveLength(1), { timeout: 5000 });
    expect(bodiesOf(calls, 'PUT', '/business/real-estate-query')[0]).toMatchObject({
      id: 1,
      caseId: 7,
      result: 'CLEAR',
      ownerIdNumber: '1101**********1234',
      attachments: [],
    });

    fireEvent.click(within(drawer).getAllByText(/^删\s*除$/)[1]);
    const confirm = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    fireEvent.click(button(/^删\s*除$/, confirm));
    await waitFor(() => expect(paramsOf(calls, 'DELETE', '/business/real-estate-query')).toEqual([{ id: '2' }]), { timeout: 5000 });
  });

  it('exports every page of the current search as .xlsx', async () => {
    const calls = server();
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${saved.push(b)}`, revokeObjectURL: () => {} }));
    const drawer = await open();
    await within(drawer).findByText('京(2021)朝阳区不动产权第001号', {}, { timeout: 10_000 });
    fireEvent.click(button(/导\s*出/, drawer));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].size).toBeGreaterThan(1000);
    expect(paramsOf(calls, 'GET', '/business/real-estate-query/page').filter((p) => p.size === '500').length).toBeGreaterThan(0);
  });
});
