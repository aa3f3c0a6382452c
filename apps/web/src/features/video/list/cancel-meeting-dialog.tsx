import { VideoCancelBody, type VideoMeetingRow } from '@notaria/contracts';
import { Form, Input } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useCancelMeeting } from '../api/meetings';

/** 取消会议 with its reason (recorded in the meeting log); only a meeting not yet started. */
export function CancelMeetingDialog({ meeting, onClose }: { meeting: Pick<VideoMeetingRow, 'id' | 'meetingNo' | 'title'>; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelMeeting();
  const save = async (v: { reason: string }) => {
    await cancel.mutateAsync({ id: meeting.id, reason: v.reason.trim() });
    return `会议已取消：${meeting.meetingNo}`;
  };
  return (
    <EditDialog
      title={`取消会议 · ${meeting.title}`}
      form={form}
      name="meetingCancel"
      onSave={save}
      onClose={onClose}
      okText="确认取消会议"
      modal={{ okButtonProps: { danger: true } }}
    >
      <Form.Item name="reason" label="取消原因" rules={rulesFrom(VideoCancelBody, 'reason')} extra="已发出的入会链接随即失效">
        <Input.TextArea rows={3} maxLength={maxLengthOf(VideoCancelBody, 'reason')} showCount placeholder="如：当事人改期" />
      </Form.Item>
    </EditDialog>
  );
}
