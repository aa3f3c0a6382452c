import type { ArchiveVolumeRow } from '@notaria/contracts';
import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useBorrow } from '../api/ops';

interface BorrowValues {
  dueDate?: Dayjs;
  reason?: string;
}

/** 借阅: a reason and a return date; the volume is lent once the configured approval passes on 办公审批. */
export function BorrowDialog({ row, onClose }: { row: ArchiveVolumeRow; onClose(): void }) {
  const [form] = Form.useForm<BorrowValues>();
  const borrow = useBorrow();
  return (
    <EditDialog<BorrowValues>
      title={`借阅 · ${row.archiveNo}`}
      form={form}
      name="archiveBorrow"
      okText="提交审批"
      initialValues={{ dueDate: dayjs().add(14, 'day') }}
      onClose={onClose}
      onSave={async (v) => {
        await borrow.mutateAsync({ id: row.id, dueOn: v.dueDate!.format('YYYY-MM-DD'), purpose: v.reason!.trim() });
        return `已提交借阅审批：${row.archiveNo}，审批通过后借出`;
      }}
    >
      <Typography.Paragraph type="secondary">借阅须经审批，审批人在“办公审批”中处理；逾期未还将发送提醒。</Typography.Paragraph>
      <Form.Item
        name="reason"
        label="借阅事由"
        rules={[
          { required: true, whitespace: true, message: '请填写借阅事由' },
          { max: 200, message: '借阅事由不超过 200 字' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} placeholder="如：法院调卷、当事人查阅" />
      </Form.Item>
      <Form.Item name="dueDate" label="归还日期" rules={[{ required: true, message: '请选择归还日期' }]}>
        <DatePicker aria-label="归还日期" disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: 200 }} />
      </Form.Item>
    </EditDialog>
  );
}
