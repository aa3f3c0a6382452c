import { TransferDecisionBody, type CaseDetail } from '@notaria/contracts';
import { Descriptions, Form } from 'antd';
import { TextAreaField } from '../../../components/form/schema-fields';
import { parseTime } from '../../../utils/time';
import { approveTransfer, rejectTransfer, useCaseStep } from '../api/cases';
import { CaseStepDialog } from './case-step-dialog';

export type TransferDecision = 'approve' | 'reject';
type Transfer = CaseDetail['transfers'][number];

/** 批准转办 / 不批准转办 of a case's pending request; refusing needs an opinion. */
export function TransferDecisionDialog({
  decision,
  businessNumber,
  caseId,
  transfer,
  onClose,
  onDone,
}: {
  decision: TransferDecision;
  businessNumber: string;
  caseId: number;
  transfer: Transfer;
  onClose(): void;
  onDone?(d: CaseDetail): void;
}) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const step = useCaseStep(decision === 'approve' ? approveTransfer : rejectTransfer);
  const approve = decision === 'approve';

  const submit = async () => {
    const v = await form.validateFields();
    const opinion = v.opinion?.trim();
    const d = await step.mutateAsync({ id: caseId, ...(opinion ? { opinion } : {}) });
    return { detail: d, message: approve ? `已批准转办，现由 ${transfer.toName} 承办：${d.businessNumber}` : `已不批准转办：${d.businessNumber}` };
  };

  return (
    <CaseStepDialog
      title={approve ? '批准转办' : '不批准转办'}
      businessNumber={businessNumber}
      okText={approve ? '批准转办' : '不批准'}
      okButtonProps={{ danger: !approve, loading: step.isPending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'who', label: '转办', children: `${transfer.fromName} → ${transfer.toName}` },
          { key: 'reason', label: '原因', children: transfer.reason },
          { key: 'at', label: '申请时间', children: parseTime(transfer.requestedAt, '{y}-{m}-{d} {h}:{i}') },
        ]}
      />
      <Form form={form} layout="vertical" name={`transfer-${decision}`}>
        <TextAreaField
          schema={TransferDecisionBody}
          name="opinion"
          label="审批意见"
          // Only a refusal needs an opinion, which the schema cannot say.
          rules={approve ? [] : [{ required: true, whitespace: true, message: '不批准须填写审批意见' }]}
          rows={3}
          showCount
          placeholder={approve ? '选填' : '请写明不批准的理由'}
        />
      </Form>
    </CaseStepDialog>
  );
}
