import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../../lib/stored-files';

export interface Attachment {
  url: string;
  name: string;
}

/** One file (病假条, 证明…) uploaded to the office's store: upload, show its name, replace or remove it. */
export function AttachmentField({ value, onChange }: { value?: Attachment; onChange?: (v: Attachment | undefined) => void }) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const saved = await uploadFile(file);
      onChange?.({ url: saved.ossUrl, name: saved.name });
    } catch {
      // request() has already shown the server's message
    } finally {
      setUploading(false);
    }
  };
  const picker = (label: string) => (
    <Upload
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading} aria-label={`${label}附件`}>
        {label}
      </Button>
    </Upload>
  );
  if (!value) return picker('上传附件');
  return (
    <Space size={8}>
      <Typography.Text ellipsis={{ tooltip: value.name }} style={{ maxWidth: 260 }} data-testid="leave-attachment-name">
        <PaperClipOutlined /> {value.name}
      </Typography.Text>
      {picker('更换')}
      <Tooltip title="移除附件">
        <Button type="text" icon={<CloseOutlined />} aria-label="移除附件" onClick={() => onChange?.(undefined)} />
      </Tooltip>
    </Space>
  );
}
