import {
  APPROVAL_STATUS_LABELS,
  CASE_PAY_STATUS_LABELS,
  formatFen,
  INVOICE_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  REDUCTION_REASON_LABELS,
  REFUND_REASON_LABELS,
  type CaseMoney,
  type PaymentMethod,
} from '@notaria/contracts';
import { Descriptions, Drawer, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { LinkAction } from '../../../components/list/row-actions';
import { parseTime } from '../../../utils/time';
import { useCancelPayment, useCaseMoney, usePayRefund, useRedReverse } from './api';
import { PAY_STATUS_COLORS, REFUND_METHOD_OPTIONS } from './labels';

type Pending = { kind: 'cancel' | 'red'; id: number; label: string } | { kind: 'payRefund'; id: number; label: string };

const time = (iso: string | null) => (iso ? (parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? '') : '');

/** One case's money: figures, lines, payments (作废), reductions, refunds (退款) and invoices (红冲). */
export function MoneyDrawer({ caseId, onClose }: { caseId: number | null; onClose(): void }) {
  const money = useCaseMoney(caseId);
  const [pending, setPending] = useState<Pending | null>(null);
  const m = money.data;
  return (
    <Drawer open={caseId !== null} onClose={onClose} width={900} title={m ? `收费明细 · ${m.businessNumber}` : '收费明细'} data-testid="money-drawer">
      {m && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Summary m={m} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            title={() => '收费项目'}
            dataSource={m.lines}
            columns={[
              { title: '收费项目', dataIndex: 'feeType' },
              { title: '金额', dataIndex: 'amountFen', align: 'right', render: formatFen },
              { title: '减免', dataIndex: 'reducedFen', align: 'right', render: formatFen },
              { title: '已分配', dataIndex: 'allocatedFen', align: 'right', render: formatFen },
              { title: '未收', dataIndex: 'dueFen', align: 'right', render: formatFen },
            ]}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            title={() => '收款记录'}
            dataSource={m.payments}
            columns={[
              { title: '收费单号', dataIndex: 'paymentNo' },
              { title: '方式', dataIndex: 'method', render: (v: PaymentMethod) => PAYMENT_METHOD_LABELS[v] },
              { title: '金额', dataIndex: 'amountFen', align: 'right', render: formatFen },
              { title: '付款人', dataIndex: 'payerName' },
              { title: '收款人', dataIndex: 'cashierName' },
              { title: '时间', dataIndex: 'paidAt', render: time },
              { title: '状态', key: 'status', render: (_, p) => (p.status === 'PAID' ? <Tag color="green">已收</Tag> : <Tag>已作废：{p.cancelReason}</Tag>) },
              {
                title: '操作',
                key: 'op',
                render: (_, p) =>
                  p.status === 'PAID' && (
                    <LinkAction fn="cancelPayment" danger onClick={() => setPending({ kind: 'cancel', id: p.id, label: p.paymentNo })}>
                      作废
                    </LinkAction>
                  ),
              },
            ]}
          />
          {m.reductions.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              title={() => '减免'}
              dataSource={m.reductions}
              columns={[
                { title: '收费项目', dataIndex: 'feeType' },
                { title: '金额', dataIndex: 'amountFen', align: 'right', render: formatFen },
                { title: '原因', dataIndex: 'reason', render: (v: keyof typeof REDUCTION_REASON_LABELS) => REDUCTION_REASON_LABELS[v] },
                { title: '说明', dataIndex: 'note' },
                { title: '状态', dataIndex: 'status', render: (v: keyof typeof APPROVAL_STATUS_LABELS) => APPROVAL_STATUS_LABELS[v] },
              ]}
            />
          )}
          {m.refunds.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              title={() => '退费'}
              dataSource={m.refunds}
              columns={[
                { title: '金额', dataIndex: 'amountFen', align: 'right', render: formatFen },
                { title: '原因', dataIndex: 'reason', render: (v: keyof typeof REFUND_REASON_LABELS) => REFUND_REASON_LABELS[v] },
                { title: '说明', dataIndex: 'note' },
                { title: '状态', dataIndex: 'status', render: (v: keyof typeof APPROVAL_STATUS_LABELS) => APPROVAL_STATUS_LABELS[v] },
                { title: '退款', key: 'paid', render: (_, r) => (r.method ? `${PAYMENT_METHOD_LABELS[r.method]} ${time(r.paidAt)}` : '') },
                {
                  title: '操作',
                  key: 'op',
                  render: (_, r) =>
                    r.status === 'APPROVED' && (
                      <LinkAction fn="collect" onClick={() => setPending({ kind: 'payRefund', id: r.id, label: formatFen(r.amountFen) })}>
                        退款
                      </LinkAction>
                    ),
                },
              ]}
            />
          )}
          {m.invoices.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              title={() => '发票'}
              dataSource={m.invoices}
              columns={[
                { title: '票据号码', dataIndex: 'number' },
                { title: '类型', dataIndex: 'kind', render: (v: keyof typeof INVOICE_KIND_LABELS) => INVOICE_KIND_LABELS[v] },
                { title: '抬头', dataIndex: 'title' },
                { title: '金额', dataIndex: 'amountFen', align: 'right', render: formatFen },
                { title: '开具时间', dataIndex: 'issuedAt', render: time },
                {
                  title: '状态',
                  key: 'status',
                  render: (_, i) => (i.redOfId ? <Tag color="red">红字</Tag> : i.status === 'ISSUED' ? <Tag color="green">已开</Tag> : <Tag>已红冲</Tag>),
                },
                {
                  title: '操作',
                  key: 'op',
                  render: (_, i) =>
                    i.status === 'ISSUED' &&
                    !i.redOfId && (
                      <LinkAction fn="invoice" danger onClick={() => setPending({ kind: 'red', id: i.id, label: i.number })}>
                        红冲
                      </LinkAction>
                    ),
                },
              ]}
            />
          )}
        </Space>
      )}
      {pending && <ActionDialog pending={pending} onClose={() => setPending(null)} />}
    </Drawer>
  );
}

function Summary({ m }: { m: CaseMoney }) {
  const s = m.summary;
  return (
    <Descriptions size="small" bordered column={4}>
      <Descriptions.Item label="应收">{formatFen(s.receivableFen)}</Descriptions.Item>
      <Descriptions.Item label="实收">{formatFen(s.receivedFen)}</Descriptions.Item>
      <Descriptions.Item label="未收">
        <Typography.Text type={s.outstandingFen > 0 ? 'danger' : undefined}>{formatFen(s.outstandingFen)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="已退">{formatFen(s.refundedFen)}</Descriptions.Item>
      <Descriptions.Item label="减免">{formatFen(s.reducedFen)}</Descriptions.Item>
      <Descriptions.Item label="记账">{formatFen(s.onAccountFen)}</Descriptions.Item>
      <Descriptions.Item label="已开票">{formatFen(s.invoicedFen)}</Descriptions.Item>
      <Descriptions.Item label="收款状态">
        <Tag color={PAY_STATUS_COLORS[s.payStatus]}>{CASE_PAY_STATUS_LABELS[s.payStatus]}</Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 作废 and 红冲 ask for a reason; 退款 for the method money leaves by. */
function ActionDialog({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string; method: Exclude<PaymentMethod, 'ACCOUNT'> }>();
  const cancel = useCancelPayment();
  const red = useRedReverse();
  const pay = usePayRefund();
  const title = { cancel: `作废收款 ${pending.label}`, red: `红冲发票 ${pending.label}`, payRefund: `退款 ${pending.label}` }[pending.kind];
  return (
    <EditDialog
      title={title}
      form={form}
      name="moneyAction"
      okText="确定"
      initialValues={{ method: 'CASH' }}
      onSave={async (v) => {
        if (pending.kind === 'cancel') await cancel.mutateAsync({ id: pending.id, reason: v.reason });
        else if (pending.kind === 'red') await red.mutateAsync({ id: pending.id, reason: v.reason });
        else await pay.mutateAsync({ id: pending.id, method: v.method });
        return { cancel: '收款已作废', red: '发票已红冲', payRefund: '退款已登记' }[pending.kind];
      }}
      onClose={onClose}
    >
      {pending.kind === 'payRefund' ? (
        <Form.Item name="method" label="退款方式" rules={[{ required: true }]}>
          <Select options={REFUND_METHOD_OPTIONS} aria-label="退款方式" />
        </Form.Item>
      ) : (
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      )}
    </EditDialog>
  );
}
