import type { EvidenceRow } from '@notaria/contracts';
import { Alert, Form, Input } from 'antd';
import { UserPicker } from '../../../components/pickers/user-picker';
import { notify } from '../../../lib/notify';
import { useApplyEvidence } from '../api/records';
import { FormModal, useDialogSubmit } from './form-dialog';

interface Values {
  handlerId: number;
  assistantId?: number;
  purpose?: string;
}

/** 申请出证: a 保全证据 case for the record's applicant, with the notary who will handle it. */
export function ApplyDialog({ row, onClose }: { row: Pick<EvidenceRow, 'id' | 'title' | 'applicantName'>; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const apply = useApplyEvidence();
  const { pending, submit } = useDialogSubmit(form, async (v) => {
    const r = await apply.mutateAsync({ id: row.id, handlerId: v.handlerId, assistantId: v.assistantId, purpose: v.purpose?.trim() || undefined });
    void notify.success(`已申请出证，业务编号 ${r.businessNumber}`);
    onClose();
  });
  return (
    <FormModal title="申请出证" okText="申请" pending={pending} onOk={submit} onClose={onClose}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`将为申请人“${row.applicantName}”新建“保全证据”公证业务，证据“${row.title}”随之归入该业务，此后不能删除。`}
      />
      <Form<Values> form={form} labelCol={{ span: 5 }} name="apply">
        <Form.Item name="handlerId" label="承办公证员" rules={[{ required: true, message: '请选择承办公证员' }]}>
          <UserPicker placeholder="选择承办公证员" aria-label="承办公证员" />
        </Form.Item>
        <Form.Item name="assistantId" label="助理">
          <UserPicker placeholder="可不选" allowClear aria-label="助理" />
        </Form.Item>
        <Form.Item name="purpose" label="用途">
          <Input maxLength={200} placeholder="如：用于诉讼" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
