import type { CaseDetail } from '@notaria/contracts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { notify } from '../../../lib/notify';
import { applyTransfer, useCase, useCaseStep, useUsersWithRole } from '../api/cases';
import { pendingTransfer } from '../case-actions';
import type { CaseTarget } from './case-target';

interface TransferValues {
  toUserId?: number;
  reason?: string;
}

/** 转办申请: the handling notary asks to hand the case to another notary; it takes effect once approved. */
export function TransferApplyDialog({ target, onClose, onDone }: { target: CaseTarget; onClose(): void; onDone?(d: CaseDetail): void }) {
  const [form] = Form.useForm<TransferValues>();
  const { data: detail } = useCase(target.id);
  const notaries = useUsersWithRole('notary');
  const step = useCaseStep(applyTransfer);
  const pending = pendingTransfer(detail?.transfers);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      const d = await step.mutateAsync({ id: target.id, toUserId: v.toUserId!, reason: v.reason!.trim() });
      const to = notaries.data?.find((u) => u.id === v.toUserId)?.name ?? '';
      void notify.success(`转办申请已提交，待审批：${d.businessNumber} → ${to}`);
      onDone?.(d);
      onClose();
    } catch {
      // Shown by the request layer; the dialog keeps what was typed.
    }
  };

  const options = (notaries.data ?? []).filter((u) => u.id !== target.handlerId).map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }));
  return (
    <Modal
      open
      title={`转办申请 · ${target.businessNumber}`}
      okText="提交申请"
      cancelText="取消"
      okButtonProps={{ loading: step.isPending, disabled: !!pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {pending ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`已有待审批的转办申请：转办给 ${pending.toName}`} description={`原因：${pending.reason}`} />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="转办经审批人批准后生效，业务改由所选公证员承办；审批前仍由您承办。" />
      )}
      <Form<TransferValues> form={form} layout="vertical" name="case-transfer" disabled={!!pending}>
        <Form.Item name="toUserId" label="转办给" rules={[{ required: true, message: '请选择接办的公证员' }]}>
          <Select aria-label="转办给" placeholder="选择公证员" showSearch={{ optionFilterProp: 'label' }} loading={notaries.isPending} options={options} notFoundContent="没有其他公证员" />
        </Form.Item>
        <Form.Item name="reason" label="转办原因" rules={[{ required: true, whitespace: true, message: '请填写转办原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：承办人出差、回避、工作量调整等" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
