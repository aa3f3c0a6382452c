import {
  CASE_INVOICE_STATUS_LABELS,
  CASE_PAY_STATUS_LABELS,
  CASE_STATUS_LABELS,
  financePaymentsApi,
  formatFen,
  PAYMENT_METHOD_LABELS,
  type CaseMoney,
  type CaseStatus,
  type FinanceCaseRow,
} from '@notaria/contracts';
import { DatePicker, Form, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { UserPicker } from '../../../components/pickers/user-picker';
import { call } from '../../../lib/api';
import { fetchAllPages, type ExportColumn } from '../../../lib/export-xlsx';
import type { PageProps } from '../../../lib/routes';
import { parseTime } from '../../../utils/time';
import { exportFinancePage, useFinancePage, useItemOptions, type FinanceFilters } from './api';
import { CollectDialog } from './collect-dialog';
import { InvoiceSettingsButton } from './invoice-settings';
import { INVOICE_STATUS_OPTIONS, METHOD_OPTIONS, PAY_STATUS_COLORS, PAY_STATUS_OPTIONS } from './labels';
import { MoneyDrawer } from './money-drawer';
import { InvoiceDialog, ReductionDialog, RefundDialog } from './request-dialogs';

interface FilterValues extends Omit<FinanceFilters, 'month'> {
  month?: Dayjs | null;
}
const toFilters = ({ month, keyword, ...rest }: FilterValues): FinanceFilters => ({
  ...rest,
  keyword: keyword?.trim() || undefined,
  month: month ? month.format('YYYY-MM') : undefined,
});

type Dialog = 'collect' | 'refund' | 'reduction' | 'invoice';
const yuan = (fen: number) => Number((fen / 100).toFixed(2));

const EXPORT_COLUMNS: ExportColumn<FinanceCaseRow>[] = [
  { title: '业务编号', value: (r) => r.businessNumber, width: 20 },
  { title: '公证事项', value: (r) => r.itemNames, width: 20 },
  { title: '申请人', value: (r) => r.applicantNames, width: 14 },
  { title: '承办公证员', value: (r) => r.handlerName, width: 10 },
  { title: '应收（元）', value: (r) => yuan(r.receivableFen), width: 12 },
  { title: '实收（元）', value: (r) => yuan(r.receivedFen), width: 12 },
  { title: '记账（元）', value: (r) => yuan(r.onAccountFen), width: 12 },
  { title: '退费（元）', value: (r) => yuan(r.refundedFen), width: 12 },
  { title: '未收（元）', value: (r) => yuan(r.outstandingFen), width: 12 },
  { title: '收款状态', value: (r) => CASE_PAY_STATUS_LABELS[r.payStatus], width: 10 },
  { title: '开票状态', value: (r) => CASE_INVOICE_STATUS_LABELS[r.invoiceStatus], width: 10 },
  { title: '收款方式', value: (r) => r.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join('、'), width: 14 },
  { title: '最近收款', value: (r) => parseTime(r.lastPaidAt, '{y}-{m}-{d} {h}:{i}') ?? '', width: 18 },
];

/** 收费列表: every case with fees, what is due, received, refunded and invoiced, and the desk's actions. */
export default function FinanceListPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<FinanceFilters, FilterValues>(toFilters);
  const list = useFinancePage({ current, size, ...filters });
  const items = useItemOptions();
  const [opened, setOpened] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: Dialog; money: CaseMoney } | null>(null);

  const openDialog = async (kind: Dialog, caseId: number) => setDialog({ kind, money: await call(financePaymentsApi.caseMoney, { query: { caseId } }) });

  return (
    <ListCard
      title="收费列表"
      query={list}
      wrap
      tools={
        <>
          <Access fn="invoice">
            <InvoiceSettingsButton />
          </Access>
          <Access fn="export">
            <ExportButton<FinanceCaseRow>
              noun="收费记录"
              columns={EXPORT_COLUMNS}
              fetchAll={(progress) => fetchAllPages((c, s) => exportFinancePage({ ...filters, current: c, size: s }), progress)}
            />
          </Access>
        </>
      }
    >
      <SearchForm<FilterValues> name="financeSearch" onSearch={search}>
        <TextFilter name="keyword" label="关键字" placeholder="业务编号或当事人" width={170} />
        <Form.Item name="month" label="月份">
          <DatePicker picker="month" aria-label="月份" style={{ width: 120 }} />
        </Form.Item>
        <SelectFilter name="itemId" label="公证事项" aria-label="公证事项" width={150} options={items.data ?? []} showSearch={{ optionFilterProp: 'label' }} />
        <Form.Item name="notaryId" label="承办公证员">
          <UserPicker allowClear placeholder="全部" aria-label="承办公证员" style={{ width: 120 }} />
        </Form.Item>
        <SelectFilter name="method" label="收款方式" aria-label="收款方式" width={110} options={METHOD_OPTIONS} />
        <SelectFilter name="payStatus" label="收款状态" aria-label="收款状态" width={110} options={PAY_STATUS_OPTIONS} />
        <SelectFilter name="invoiceStatus" label="开票状态" aria-label="开票状态" width={110} options={INVOICE_STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<FinanceCaseRow>
        query={list}
        rowKey="caseId"
        scroll={{ x: 1500 }}
        empty={filtered ? '没有符合条件的收费记录，请调整查询条件' : '还没有收费的业务：受理时录入或“追加收费”后在此收款'}
        pagination={pagination}
        columns={[
          {
            title: '业务编号',
            dataIndex: 'businessNumber',
            width: 170,
            fixed: 'left',
            render: (v: string, r) => <a onClick={() => setOpened(r.caseId)}>{v}</a>,
          },
          { title: '申请人', dataIndex: 'applicantNames', width: 100, ellipsis: true },
          { title: '应收', dataIndex: 'receivableFen', width: 110, align: 'right', render: formatFen },
          { title: '实收', dataIndex: 'receivedFen', width: 110, align: 'right', render: formatFen },
          { title: '未收', dataIndex: 'outstandingFen', width: 110, align: 'right', render: formatFen },
          { title: '退费', dataIndex: 'refundedFen', width: 100, align: 'right', render: formatFen },
          {
            title: '收款状态',
            dataIndex: 'payStatus',
            width: 90,
            render: (v: FinanceCaseRow['payStatus']) => <Tag color={PAY_STATUS_COLORS[v]}>{CASE_PAY_STATUS_LABELS[v]}</Tag>,
          },
          { title: '开票', dataIndex: 'invoiceStatus', width: 80, render: (v: FinanceCaseRow['invoiceStatus']) => CASE_INVOICE_STATUS_LABELS[v] },
          { title: '公证事项', dataIndex: 'itemNames', width: 130, ellipsis: true },
          { title: '承办', dataIndex: 'handlerName', width: 80 },
          { title: '业务状态', dataIndex: 'status', width: 90, render: (v: string) => CASE_STATUS_LABELS[v as CaseStatus] ?? v },
          { title: '收款方式', key: 'methods', width: 110, render: (_, r) => r.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join('、') },
          {
            title: '操作',
            key: 'actions',
            width: 290,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction
                  fn="collect"
                  disabledReason={r.outstandingFen > 0 ? undefined : '没有未收金额'}
                  onClick={() => void openDialog('collect', r.caseId)}
                >
                  收款
                </LinkAction>
                <LinkAction
                  fn="invoice"
                  disabledReason={r.receivedFen - r.refundedFen > r.invoicedFen ? undefined : '没有已收未开票的金额'}
                  onClick={() => void openDialog('invoice', r.caseId)}
                >
                  开票
                </LinkAction>
                <LinkAction
                  fn="reductionApply"
                  disabledReason={r.outstandingFen > 0 ? undefined : '没有未收金额可减免'}
                  onClick={() => void openDialog('reduction', r.caseId)}
                >
                  减免申请
                </LinkAction>
                <LinkAction
                  fn="refundApply"
                  disabledReason={r.receivedFen > r.refundedFen ? undefined : '没有可退的已收金额'}
                  onClick={() => void openDialog('refund', r.caseId)}
                >
                  退费申请
                </LinkAction>
                <LinkAction onClick={() => setOpened(r.caseId)}>明细</LinkAction>
              </RowActions>
            ),
          },
        ]}
      />
      {dialog?.kind === 'collect' && <CollectDialog money={dialog.money} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'refund' && <RefundDialog money={dialog.money} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reduction' && <ReductionDialog money={dialog.money} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'invoice' && <InvoiceDialog money={dialog.money} onClose={() => setDialog(null)} />}
      <MoneyDrawer caseId={opened} onClose={() => setOpened(null)} />
    </ListCard>
  );
}
