import type { CaseDetail } from '@notaria/contracts';
import { Descriptions, Form, Input, Modal } from 'antd';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { approveTransfer, rejectTransfer, useCaseStep } from '../api/cases';

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
    try {
      const d = await step.mutateAsync({ id: caseId, ...(opinion ? { opinion } : {}) });
      void notify.success(approve ? `已批准转办，现由 ${transfer.toName} 承办：${d.businessNumber}` : `已不批准转办：${d.businessNumber}`);
      onDone?.(d);
      onClose();
    } catch {
      // Shown by the request layer; the dialog keeps the opinion.
    }
  };

  return (
    <Modal
      open
      title={`${approve ? '批准转办' : '不批准转办'} · ${businessNumber}`}
      okText={approve ? '批准转办' : '不批准'}
      cancelText="取消"
      okButtonProps={{ danger: !approve, loading: step.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
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
        <Form.Item name="opinion" label="审批意见" rules={approve ? [] : [{ required: true, whitespace: true, message: '不批准须填写审批意见' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={approve ? '选填' : '请写明不批准的理由'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
