import { fenToYuanText, formatFen, yuanToFen, type CaseMoney, type InvoiceKind, type ReductionReason, type RefundReason } from '@notaria/contracts';
import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useApplyReduction, useApplyRefund, useIssueInvoice } from './api';
import { INVOICE_KIND_OPTIONS, REDUCTION_REASON_OPTIONS, REFUND_REASON_OPTIONS } from './labels';

const plain = (fen: number) => fenToYuanText(fen).replace(/,/g, '');
const amountRules = (max: number): Rule[] => [
  { required: true, message: '请填写金额' },
  {
    validator: async (_r, v: string | undefined) => {
      if (!v) return;
      const fen = yuanToFen(v);
      if (fen === null || fen <= 0) throw new Error('请输入正确的金额');
      if (fen > max) throw new Error(`最多 ${formatFen(max)}`);
    },
  },
];

/** 退费申请: at most what was received less earlier refunds; a case ended by 特殊流程 proposes its refund. */
export function RefundDialog({ money, onClose }: { money: CaseMoney; onClose(): void }) {
  const [form] = Form.useForm<{ amount: string; reason: RefundReason; note: string }>();
  const apply = useApplyRefund();
  const proposed = money.proposedRefund;
  return (
    <EditDialog
      title={`退费申请 · ${money.businessNumber}`}
      form={form}
      name="refund"
      okText="提交审批"
      initialValues={{ amount: plain(proposed?.amountFen ?? money.refundableFen), reason: proposed?.reason ?? 'OVERCHARGE', note: '' }}
      onSave={async (v) => {
        await apply.mutateAsync({ caseId: money.caseId, amountFen: yuanToFen(v.amount)!, reason: v.reason, note: v.note });
        return '退费申请已提交审批';
      }}
      onClose={onClose}
    >
      <Form.Item name="amount" label={`退费金额（元，可退 ${formatFen(money.refundableFen)}）`} rules={amountRules(money.refundableFen)}>
        <Input prefix="¥" />
      </Form.Item>
      <Form.Item name="reason" label="退费原因" rules={[{ required: true }]}>
        <Select options={REFUND_REASON_OPTIONS} aria-label="退费原因" />
      </Form.Item>
      <Form.Item name="note" label="说明" rules={[{ required: true, whitespace: true, message: '请填写说明' }]}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </EditDialog>
  );
}

/** 减免申请: one fee line, at most what it still owes. */
export function ReductionDialog({ money, onClose }: { money: CaseMoney; onClose(): void }) {
  const [form] = Form.useForm<{ feeId: number; amount: string; reason: ReductionReason; note: string }>();
  const apply = useApplyReduction();
  const open = money.lines.filter((l) => l.dueFen > 0);
  const feeId = Form.useWatch('feeId', form);
  const max = open.find((l) => l.id === feeId)?.dueFen ?? 0;
  return (
    <EditDialog
      title={`减免申请 · ${money.businessNumber}`}
      form={form}
      name="reduction"
      okText="提交审批"
      initialValues={{ feeId: open[0]?.id, amount: open[0] ? plain(open[0].dueFen) : '', reason: 'LEGAL_AID', note: '' }}
      onSave={async (v) => {
        await apply.mutateAsync({ caseId: money.caseId, feeId: v.feeId, amountFen: yuanToFen(v.amount)!, reason: v.reason, note: v.note });
        return '减免申请已提交审批';
      }}
      onClose={onClose}
    >
      <Form.Item name="feeId" label="收费项目" rules={[{ required: true, message: '请选择收费项目' }]}>
        <Select aria-label="收费项目" options={open.map((l) => ({ value: l.id, label: `${l.feeType}（未收 ${formatFen(l.dueFen)}）` }))} />
      </Form.Item>
      <Form.Item name="amount" label="减免金额（元）" rules={amountRules(max)} dependencies={['feeId']}>
        <Input prefix="¥" />
      </Form.Item>
      <Form.Item name="reason" label="减免原因" rules={[{ required: true }]}>
        <Select options={REDUCTION_REASON_OPTIONS} aria-label="减免原因" />
      </Form.Item>
      <Form.Item name="note" label="说明" rules={[{ required: true, whitespace: true, message: '请填写说明（如法律援助批准文号）' }]}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </EditDialog>
  );
}

/** 开票: the office's default 票据 kind, for money received and not yet invoiced. */
export function InvoiceDialog({ money, onClose }: { money: CaseMoney; onClose(): void }) {
  const [form] = Form.useForm<{ kind: InvoiceKind; title: string; taxNumber: string; amount: string }>();
  const issue = useIssueInvoice();
  return (
    <EditDialog
      title={`开票 · ${money.businessNumber}`}
      form={form}
      name="invoice"
      okText="开票"
      initialValues={{ kind: money.defaultInvoiceKind, title: money.applicantName, taxNumber: '', amount: plain(money.invoiceableFen) }}
      onSave={async (v) => {
        await issue.mutateAsync({ caseId: money.caseId, kind: v.kind, title: v.title, taxNumber: v.taxNumber ?? '', amountFen: yuanToFen(v.amount)! });
        return '开票成功';
      }}
      onClose={onClose}
    >
      <Form.Item name="kind" label="票据类型" rules={[{ required: true }]}>
        <Select options={INVOICE_KIND_OPTIONS} aria-label="票据类型" />
      </Form.Item>
      <Form.Item name="title" label="抬头" rules={[{ required: true, whitespace: true, message: '请填写抬头' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="taxNumber" label="纳税人识别号" rules={[{ pattern: /^$|^[0-9A-Z]{15,20}$/, message: '纳税人识别号应为 15–20 位数字或大写字母' }]}>
        <Input maxLength={20} placeholder="单位抬头时填写" />
      </Form.Item>
      <Form.Item name="amount" label={`金额（元，可开 ${formatFen(money.invoiceableFen)}）`} rules={amountRules(money.invoiceableFen)}>
        <Input prefix="¥" />
      </Form.Item>
    </EditDialog>
  );
}
