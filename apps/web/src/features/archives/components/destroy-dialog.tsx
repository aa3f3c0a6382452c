import type { ArchiveVolumeRow } from '@notaria/contracts';
import { Form, Input, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useDestroy } from '../api/room';

interface DestroyValues {
  reason?: string;
}

/** 鉴定销毁: the chosen expired volumes go to the appraisal committee together; the catalogue and hashes stay. */
export function DestroyDialog({ rows, onClose, onStarted }: { rows: ArchiveVolumeRow[]; onClose(): void; onStarted(): void }) {
  const [form] = Form.useForm<DestroyValues>();
  const destroy = useDestroy();
  const numbers = rows.map((r) => r.archiveNo);
  return (
    <EditDialog<DestroyValues>
      title={`鉴定销毁 · ${rows.length} 卷`}
      form={form}
      name="archiveDestroy"
      okText="提交鉴定委员会审批"
      onClose={onClose}
      onSave={async (v) => {
        await destroy.mutateAsync({ ids: rows.map((r) => r.id), reason: v.reason!.trim() });
        onStarted();
        return `已提交鉴定销毁审批：${rows.length} 卷`;
      }}
    >
      <Typography.Paragraph>
        <Typography.Text strong>销毁案卷：</Typography.Text>
        {numbers.join('、')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        审批通过后删除这些案卷的存储文件；卷内目录、各文件的 SHA-256/SM3、固定清单及其哈希链记录永久保留，销毁清单的哈希随申请存档。
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label="鉴定意见"
        rules={[
          { required: true, whitespace: true, message: '请填写鉴定意见' },
          { max: 200, message: '鉴定意见不超过 200 字' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} placeholder="如：保管期满，经鉴定已无保存价值，建议销毁" />
      </Form.Item>
    </EditDialog>
  );
}
