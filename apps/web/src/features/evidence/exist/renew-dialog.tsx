import type { EvidenceRow } from '@notaria/contracts';
import { Form, InputNumber, Typography } from 'antd';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { FormModal, useDialogSubmit } from '../components/form-dialog';
import { useRenew } from './api';

/** 续期: the retention extended by whole years from its current end. */
export function RenewDialog({ row, onClose }: { row: Pick<EvidenceRow, 'id' | 'evidenceNo' | 'expiresAt'>; onClose(): void }) {
  const [form] = Form.useForm<{ years: number }>();
  const renew = useRenew();
  const { pending, submit } = useDialogSubmit(form, async ({ years }) => {
    const r = await renew.mutateAsync({ id: row.id, years });
    void notify.success(`已续期，新的到期时间 ${parseTime(r.expiresAt, '{y}-{m}-{d}')}`);
    onClose();
  });
  return (
    <FormModal title={`续期：${row.evidenceNo}`} okText="续期" pending={pending} onOk={submit} onClose={onClose}>
      <Typography.Paragraph type="secondary">当前到期时间：{row.expiresAt ? parseTime(row.expiresAt, '{y}-{m}-{d}') : '—'}</Typography.Paragraph>
      <Form form={form} initialValues={{ years: 1 }} name="renew">
        <Form.Item name="years" label="延长" rules={[{ required: true, message: '请输入续期年数' }]}>
          <InputNumber min={1} max={10} precision={0} suffix="年" aria-label="续期年数" style={{ width: 140 }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
