import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../lib/stored-files';

/** A file in the office's store, as forms keep it. */
export interface StoredFileRef {
  url: string;
  name: string;
}

interface Props {
  value?: StoredFileRef;
  onChange?: (v: StoredFileRef | undefined) => void;
  /** What the file is, for the controls' accessible names: 上传{noun}, 更换{noun}, 移除{noun}. */
  noun: string;
  /** The button's text while there is no file. */
  uploadText: string;
  accept?: string;
  small?: boolean;
  /** Width the file's name may take before it is cut short (with its whole name in a tooltip). */
  nameWidth: number;
  testId?: string;
}

/** One uploaded file as a form field: upload, show its name, replace or remove it. */
export function FileField({ value, onChange, noun, uploadText, accept, small, nameWidth, testId }: Props) {
  const [uploading, setUploading] = useState(false);
  const size = small ? 'small' : undefined;
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
  const picker = (label: string, action: string) => (
    <Upload
      accept={accept}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button size={size} icon={<UploadOutlined />} loading={uploading} aria-label={`${action}${noun}`}>
        {label}
      </Button>
    </Upload>
  );
  if (!value) return picker(uploadText, '上传');
  return (
    <Space size={small ? 4 : 8} style={{ maxWidth: '100%' }}>
      <Typography.Text ellipsis={{ tooltip: value.name }} style={{ maxWidth: nameWidth }} data-testid={testId}>
        <PaperClipOutlined /> {value.name}
      </Typography.Text>
      {picker('更换', '更换')}
      <Tooltip title={`移除${noun}`}>
        <Button size={size} type="text" icon={<CloseOutlined />} aria-label={`移除${noun}`} onClick={() => onChange?.(undefined)} />
      </Tooltip>
    </Space>
  );
}
