import { fenToYuanText, formatFen, yuanToFen, type CaseMoney, type PaymentMethod } from '@notaria/contracts';
import { Form, Input, Select, Table, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useCollect } from './api';
import { METHOD_OPTIONS } from './labels';

interface CollectValues {
  method: PaymentMethod;
  payerName: string;
  payerPhone?: string;
  externalRef?: string;
  amounts: Record<string, string>;
}

/** 收款: method, payer and how much goes to each fee line (by default everything still due). */
export function CollectDialog({ money, onClose }: { money: CaseMoney; onClose(): void }) {
  const [form] = Form.useForm<CollectValues>();
  const collect = useCollect();
  const due = money.lines.filter((l) => l.dueFen > 0);
  const amounts = Form.useWatch('amounts', form) ?? {};
  const total = due.reduce((s, l) => s + (yuanToFen(amounts[l.id] ?? '') ?? 0), 0);

  const save = async (v: CollectValues) => {
    const allocations = due.map((l) => ({ feeId: l.id, amountFen: yuanToFen(v.amounts[l.id] ?? '') ?? 0 })).filter((a) => a.amountFen > 0);
    await collect.mutateAsync({
      caseId: money.caseId,
      method: v.method,
      payerName: v.payerName,
      payerPhone: v.payerPhone,
      externalRef: v.externalRef,
      allocations,
    });
    return `已收款 ${formatFen(allocations.reduce((s, a) => s + a.amountFen, 0))}`;
  };

  return (
    <EditDialog<CollectValues>
      title={`收款 · ${money.businessNumber}`}
      width={640}
      form={form}
      name="collect"
      okText="确认收款"
      initialValues={{
        method: 'CASH',
        payerName: money.applicantName,
        amounts: Object.fromEntries(due.map((l) => [l.id, fenToYuanText(l.dueFen).replace(/,/g, '')])),
      }}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="method" label="收款方式" rules={[{ required: true, message: '请选择收款方式' }]}>
        <Select options={METHOD_OPTIONS} aria-label="收款方式" />
      </Form.Item>
      <Form.Item name="payerName" label="付款人" rules={[{ required: true, whitespace: true, message: '请填写付款人' }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="externalRef" label="交易流水号">
        <Input maxLength={64} placeholder="银行卡、微信、支付宝或转账的流水号（选填）" />
      </Form.Item>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={due}
        columns={[
          { title: '收费项目', dataIndex: 'feeType' },
          { title: '未收', dataIndex: 'dueFen', width: 120, align: 'right', render: (v: number) => formatFen(v) },
          {
            title: '本次收款（元）',
            key: 'amount',
            width: 180,
            render: (_, l) => (
              <Form.Item
                name={['amounts', String(l.id)]}
                noStyle
                rules={[
                  {
                    validator: async (_r, v: string | undefined) => {
                      const fen = v ? yuanToFen(v) : 0;
                      if (fen === null || fen < 0) throw new Error('请输入正确的金额');
                      if (fen > l.dueFen) throw new Error(`最多 ${formatFen(l.dueFen)}`);
                    },
                  },
                ]}
              >
                <Input aria-label={`${l.feeType}本次收款`} prefix="¥" />
              </Form.Item>
            ),
          },
        ]}
      />
      <Typography.Paragraph strong style={{ marginTop: 12, textAlign: 'right' }}>
        本次合计：{formatFen(total)}
      </Typography.Paragraph>
    </EditDialog>
  );
}
