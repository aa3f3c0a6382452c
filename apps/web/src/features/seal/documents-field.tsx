import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../../lib/stored-files';

export interface UploadedDocument {
  url: string;
  name: string;
}

const MAX_FILES = 10;

/** The documents to stamp: each uploaded to the office's store, listed by name, removable. */
export function DocumentsField({ value = [], onChange, id }: { value?: UploadedDocument[]; onChange?: (v: UploadedDocument[]) => void; id?: string }) {
  const [uploading, setUploading] = useState(0);
  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      const saved = await uploadFile(file);
      onChange?.([...value, { url: saved.ossUrl, name: saved.name }].slice(0, MAX_FILES));
    } catch {
      // request() has already shown the server's message
    } finally {
      setUploading((n) => n - 1);
    }
  };
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} id={id}>
      {value.map((d) => (
        <Space key={d.url} size={8}>
          <Typography.Text ellipsis={{ tooltip: d.name }} style={{ maxWidth: 360 }}>
            <PaperClipOutlined /> {d.name}
          </Typography.Text>
          <Tooltip title="移除该文件">
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={`移除 ${d.name}`}
              onClick={() => onChange?.(value.filter((x) => x.url !== d.url))}
            />
          </Tooltip>
        </Space>
      ))}
      {value.length < MAX_FILES && (
        <Upload
          showUploadList={false}
          multiple
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading > 0}>
            上传文件
          </Button>
        </Upload>
      )}
    </Space>
  );
}
