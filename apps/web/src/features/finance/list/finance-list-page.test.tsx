import type { CaseMoney, FinanceCaseRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../../test/fake-server';
import FinanceListPage from './finance-list-page';

const summary = { reducedFen: 0, onAccountFen: 0, refundedFen: 0, invoicedFen: 0, settled: false, invoiceStatus: 'NONE' as const };
const ROW: FinanceCaseRow = {
  caseId: 7,
  businessNumber: 'SL202611250007',
  status: 'ACCEPTED',
  itemNames: '出生',
  applicantNames: '王小红',
  handlerName: '李明',
  acceptedAt: '2026-11-25T01:00:00.000Z',
  lastPaidAt: null,
  methods: [],
  ...summary,
  receivableFen: 21_050,
  receivedFen: 0,
  outstandingFen: 21_050,
  payStatus: 'UNPAID',
};
const MONEY: CaseMoney = {
  caseId: 7,
  businessNumber: ROW.businessNumber,
  summary: { ...summary, receivableFen: 21_050, receivedFen: 0, outstandingFen: 21_050, payStatus: 'UNPAID' },
  lines: [
    { id: 11, feeType: '公证费', note: '', amountFen: 20_000, reducedFen: 0, allocatedFen: 0, dueFen: 20_000 },
    { id: 12, feeType: '副本费', note: '', amountFen: 1_050, reducedFen: 0, allocatedFen: 0, dueFen: 1_050 },
  ],
  payments: [],
  reductions: [],
  refunds: [],
  invoices: [],
  refundableFen: 0,
  invoiceableFen: 0,
  defaultInvoiceKind: 'RECEIPT',
  applicantName: '王小红',
  proposedRefund: null,
};

const ALL = ['finance:list', ...['collect', 'invoice', 'refundApply', 'reductionApply', 'cancelPayment', 'export'].map((f) => `finance:list:${f}`)];
const show = (permissions = ALL) => renderPage(<FinanceListPage route={undefined as never} />, '/finance/list', permissions);
const rowOf = () => screen.getByText(ROW.businessNumber).closest('tr')!;

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/finance/list/page') return envelope({ list: [ROW], total: 1 });
    if (method === 'GET' && path === '/finance/case') return envelope(MONEY);
    if (method === 'GET' && path === '/notarization-item/tree') return envelope([]);
    if (method === 'GET' && path.startsWith('/user/')) return envelope([]);
    if (method === 'POST' && path === '/finance/payments') return envelope(MONEY);
    if (path === '/finance/invoice-settings') return envelope({ defaultKind: method === 'GET' ? 'RECEIPT' : 'E_INVOICE' });
    return undefined;
  });
}

describe('收费列表', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('shows what is due and offers only what the row allows and the role holds', async () => {
    server();
    show();
    await screen.findByText(ROW.businessNumber);
    expect(within(rowOf()).getAllByText('¥210.50')).toHaveLength(2);
    expect(within(rowOf()).getByText('未收')).toBeTruthy();
    expect(within(rowOf()).getByRole('button', { name: '收款' })).toHaveProperty('disabled', false);
    expect(within(rowOf()).getByRole('button', { name: '退费申请' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });

  it('hides the desk’s actions from a reader without them', async () => {
    server();
    show(['finance:list']);
    await screen.findByText(ROW.businessNumber);
    expect(within(rowOf()).queryByRole('button', { name: '收款' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出 Excel/ })).toBeNull();
  });

  it('收款 defaults every line to what it owes and sends the allocation typed, in fen', async () => {
    const calls = server();
    show();
    await screen.findByText(ROW.businessNumber);
    fireEvent.click(within(rowOf()).getByRole('button', { name: '收款' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('本次合计：¥210.50');
    fireEvent.change(within(dialog).getByLabelText('公证费本次收款'), { target: { value: '50' } });
    await within(dialog).findByText('本次合计：¥60.50');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认收款/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/finance/payments')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/finance/payments')[0]).toMatchObject({
      caseId: 7,
      method: 'CASH',
      payerName: '王小红',
      allocations: [
        { feeId: 11, amountFen: 5_000 },
        { feeId: 12, amountFen: 1_050 },
      ],
    });
  });

  it('票据设置 shows the office’s default 票据 and saves another', async () => {
    const calls = server();
    show();
    fireEvent.click(await screen.findByRole('button', { name: '票据设置' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('收据');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '默认票据类型' }));
    fireEvent.click((await screen.findAllByText('电子发票')).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/finance/invoice-settings')).toEqual([{ defaultKind: 'E_INVOICE' }]));
  });

  it('keeps 票据设置 from a reader without 开票', async () => {
    server();
    show(['finance:list', 'finance:list:export']);
    await screen.findByText(ROW.businessNumber);
    expect(screen.queryByRole('button', { name: '票据设置' })).toBeNull();
  });
});
