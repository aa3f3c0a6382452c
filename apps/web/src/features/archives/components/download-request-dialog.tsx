import type { ArchiveVolumeRow } from '@notaria/contracts';
import { Form, Input, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useRequestDownload } from '../api/ops';

/** 申请下载 of a 密卷: the package may be downloaded once the approval passes. */
export function DownloadRequestDialog({ row, onClose }: { row: ArchiveVolumeRow; onClose(): void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const request = useRequestDownload();
  return (
    <EditDialog<{ reason?: string }>
      title={`申请下载密卷 · ${row.archiveNo}`}
      form={form}
      name="archiveDownloadRequest"
      okText="提交审批"
      onClose={onClose}
      onSave={async (v) => {
        await request.mutateAsync({ id: row.id, reason: v.reason!.trim() });
        return `已提交下载审批：${row.archiveNo}，审批通过后可下载`;
      }}
    >
      <Typography.Paragraph type="secondary">密卷须经审批后方可下载，每次下载都会记录档案包的哈希。</Typography.Paragraph>
      <Form.Item
        name="reason"
        label="下载事由"
        rules={[
          { required: true, whitespace: true, message: '请填写下载事由' },
          { max: 200, message: '下载事由不超过 200 字' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
    </EditDialog>
  );
}
