import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../../../lib/stored-files';

export interface MaterialFile {
  url: string;
  name: string;
}

interface Props {
  value?: MaterialFile;
  onChange?: (v: MaterialFile | undefined) => void;
  /** The material's name, for the controls' labels. */
  material: string;
}

/** The file attached to one material row: upload, show its name, replace or remove it. */
export function MaterialFileField({ value, onChange, material }: Props) {
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
      <Button size="small" icon={<UploadOutlined />} loading={uploading} aria-label={`${label}${material}文件`}>
        {label}
      </Button>
    </Upload>
  );
  if (!value) return picker('上传');
  return (
    <Space size={4} style={{ maxWidth: '100%' }}>
      <Typography.Text ellipsis={{ tooltip: value.name }} style={{ maxWidth: 90 }} data-testid="material-file-name">
        <PaperClipOutlined /> {value.name}
      </Typography.Text>
      {picker('更换')}
      <Tooltip title="移除文件">
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`移除${material}文件`} onClick={() => onChange?.(undefined)} />
      </Tooltip>
    </Space>
  );
}
