import { TransferApplyBody } from '@notaria/contracts';
import { Alert, Form, Select } from 'antd';
import { TextAreaField } from '../../../components/form/schema-fields';
import { applyTransfer, useCase, useCaseStep, useUsersWithRole } from '../api/cases';
import { pendingTransfer } from '../case-actions';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';

interface TransferValues {
  toUserId?: number;
  reason?: string;
}

/** 转办申请: the handling notary asks to hand the case to another notary; it takes effect once approved. */
export function TransferApplyDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<TransferValues>();
  const { data: detail } = useCase(target.id);
  const notaries = useUsersWithRole('notary');
  const step = useCaseStep(applyTransfer);
  const pending = pendingTransfer(detail?.transfers);

  const submit = async () => {
    const v = await form.validateFields();
    const d = await step.mutateAsync({ id: target.id, toUserId: v.toUserId!, reason: v.reason!.trim() });
    const to = notaries.data?.find((u) => u.id === v.toUserId)?.name ?? '';
    return { detail: d, message: `转办申请已提交，待审批：${d.businessNumber} → ${to}` };
  };

  const options = (notaries.data ?? [])
    .filter((u) => u.id !== target.handlerId)
    .map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }));
  return (
    <CaseStepDialog
      title="转办申请"
      businessNumber={target.businessNumber}
      okText="提交申请"
      okButtonProps={{ loading: step.isPending, disabled: !!pending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      {pending ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`已有待审批的转办申请：转办给 ${pending.toName}`}
          description={`原因：${pending.reason}`}
        />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="转办经审批人批准后生效，业务改由所选公证员承办；审批前仍由您承办。" />
      )}
      <Form<TransferValues> form={form} layout="vertical" name="case-transfer" disabled={!!pending}>
        <Form.Item name="toUserId" label="转办给" rules={[{ required: true, message: '请选择接办的公证员' }]}>
          <Select
            aria-label="转办给"
            placeholder="选择公证员"
            showSearch={{ optionFilterProp: 'label' }}
            loading={notaries.isPending}
            options={options}
            notFoundContent="没有其他公证员"
          />
        </Form.Item>
        <TextAreaField schema={TransferApplyBody} name="reason" label="转办原因" rows={3} showCount placeholder="如：承办人出差、回避、工作量调整等" />
      </Form>
    </CaseStepDialog>
  );
}
