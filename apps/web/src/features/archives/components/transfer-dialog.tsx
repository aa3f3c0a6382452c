import type { ArchiveVolumeRow } from '@notaria/contracts';
import { Form, Input, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useTransfer } from '../api/ops';

interface TransferValues {
  toOrg?: string;
  reason?: string;
}

/** 移交: to the state archives after approval, with a transfer list of every file's hashes; the catalogue stays. */
export function TransferDialog({ row, onClose }: { row: ArchiveVolumeRow; onClose(): void }) {
  const [form] = Form.useForm<TransferValues>();
  const transfer = useTransfer();
  return (
    <EditDialog<TransferValues>
      title={`移交 · ${row.archiveNo}`}
      form={form}
      name="archiveTransfer"
      okText="提交审批"
      onClose={onClose}
      onSave={async (v) => {
        await transfer.mutateAsync({ id: row.id, toOrg: v.toOrg!.trim(), reason: v.reason!.trim() });
        return `已提交移交审批：${row.archiveNo}`;
      }}
    >
      <Typography.Paragraph type="secondary">审批通过后案卷状态为“已移交”，卷内目录与各文件哈希仍保留在本系统。</Typography.Paragraph>
      <Form.Item
        name="toOrg"
        label="接收单位"
        rules={[
          { required: true, whitespace: true, message: '请填写接收单位' },
          { max: 100, message: '接收单位不超过 100 字' },
        ]}
      >
        <Input placeholder="如：某市档案馆" />
      </Form.Item>
      <Form.Item
        name="reason"
        label="移交事由"
        rules={[
          { required: true, whitespace: true, message: '请填写移交事由' },
          { max: 200, message: '移交事由不超过 200 字' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} placeholder="如：保管期满，依法向国家档案馆移交" />
      </Form.Item>
    </EditDialog>
  );
}
