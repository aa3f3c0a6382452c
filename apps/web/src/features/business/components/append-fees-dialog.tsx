import { Alert, Descriptions, Form, Tag } from 'antd';
import { notify } from '../../../lib/notify';
import { appendFees, useCase, useCaseStep } from '../api/cases';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';
import { FeeListEditor, feeSum, money, toFeeInputs, useFeeTypes, type FeeValue } from './fee-editor';

/** 追加收费: new fee lines added to the case's; the fees then need confirming again. */
export function AppendFeesDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<{ fees: FeeValue[] }>();
  const { data: detail } = useCase(target.id);
  const { nameOf } = useFeeTypes();
  const step = useCaseStep(appendFees);
  const added: (FeeValue | undefined)[] = Form.useWatch('fees', form) ?? [];

  const submit = async () => {
    const v = await form.validateFields({ recursive: true });
    if (!v.fees?.length) {
      void notify.error('请至少添加一项收费', 3);
      return;
    }
    const d = await step.mutateAsync({ id: target.id, fees: toFeeInputs(v.fees) });
    return { detail: d, message: `已追加收费，合计 ${money(d.feeTotalFen)}，请确认收费：${d.businessNumber}` };
  };

  const current = detail?.feeTotalFen ?? 0;
  return (
    <CaseStepDialog
      title="追加收费"
      businessNumber={target.businessNumber}
      width={760}
      okText="追加"
      okButtonProps={{ loading: step.isPending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'current',
            label: '已有收费',
            span: 2,
            children: detail?.fees.length
              ? detail.fees.map((f, i) => <Tag key={i}>{`${nameOf(f.feeType)} ${money(f.amountFen)}${f.note ? `（${f.note}）` : ''}`}</Tag>)
              : '无',
          },
          { key: 'total', label: '原合计', children: money(current) },
          { key: 'after', label: '追加后合计', children: <strong data-testid="fee-total-after">{money(current + feeSum(added))}</strong> },
        ]}
      />
      <Form form={form} layout="vertical" name="case-fees" initialValues={{ fees: [{ feeType: 'NOTARY_FEE', yuan: '' }] }}>
        <FeeListEditor emptyText="请添加收费项目" totalLabel="本次追加" positive />
      </Form>
      {detail?.feeConfirmed && <Alert type="warning" showIcon style={{ marginTop: 12 }} title="收费已确认；追加后须重新确认收费，才能提交审批。" />}
    </CaseStepDialog>
  );
}
