import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Image, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../lib/stored-files';

const SEAL_MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file cannot be the seal image, or null. */
export function sealFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.type !== 'image/png') return `请选择 PNG 图片（透明背景）：${file.name} 不是 PNG`;
  if (file.size > SEAL_MAX_BYTES) return `图片大小 ${Math.ceil(file.size / 1024)} KB，超过 2 MB 的限制`;
  return null;
}

/** 公章图片: a transparent PNG uploaded to the office's store, shown as it will sit on the page; the value is its address. */
export function SealField({ value, onChange, disabled }: { value?: string; onChange?: (url: string) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const p = sealFileProblem(file);
    setProblem(p);
    if (p) return;
    setUploading(true);
    try {
      onChange?.((await uploadFile(file)).ossUrl);
    } catch {
      // The request layer has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {!disabled && (
        <input
          ref={input}
          type="file"
          accept="image/png"
          style={{ display: 'none' }}
          aria-label="选择公章图片"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      )}
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div
          style={{
            height: 190,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // A faint text pattern under the seal shows whether its background is transparent, as on a printed page.
            background: 'repeating-linear-gradient(0deg, #fff 0 22px, #f0f0f0 22px 23px)',
            border: '1px dashed #d9d9d9',
            borderRadius: 6,
          }}
        >
          {value ? (
            <Image src={value} alt="公章图片" width={160} height={160} style={{ objectFit: 'contain' }} preview={false} fallback="" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未上传公章图片" style={{ margin: 0 }} />
          )}
        </div>
        {!disabled && (
          <Space wrap>
            <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
              {value ? '更换公章图片' : '上传公章图片'}
            </Button>
            {value && (
              <Button danger type="text" onClick={() => onChange?.('')}>
                移除
              </Button>
            )}
          </Space>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          透明背景的 PNG，印章居中、四周少留白；定稿的公证书按约 42 毫米直径盖在落款处。
        </Typography.Text>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Space>
    </>
  );
}
