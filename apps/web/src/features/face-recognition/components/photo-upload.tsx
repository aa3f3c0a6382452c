import { CameraOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@notaria/contracts';
import { Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { uploadFile } from '../../../lib/stored-files';
import { photoProblem } from '../labels';

/** 现场照片: one image, taken with the device camera or chosen from disk; the value is its `/api/file/…` address. */
export function PhotoUpload({ onChange }: { value?: string; onChange?(url: string | undefined): void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <Upload
        accept="image/*"
        listType="picture-card"
        maxCount={1}
        fileList={files}
        aria-label="现场照片"
        beforeUpload={(file) => {
          const problem = photoProblem(file);
          if (!problem) return true;
          void notify.error(problem, 3);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadFile(file as File).then(
            (saved) => onSuccess?.(saved),
            (e: Error) => onError?.(e),
          );
        }}
        onChange={({ fileList }) => {
          setFiles(fileList);
          const f = fileList[0];
          onChange?.(f?.status === 'done' ? (f.response as UploadedFile).ossUrl : undefined);
        }}
        onPreview={(f) => setPreview(f.thumbUrl ?? f.url ?? null)}
      >
        {files.length === 0 && (
          <div>
            <CameraOutlined style={{ fontSize: 22 }} />
            <div style={{ marginTop: 6 }}>拍照或上传</div>
          </div>
        )}
      </Upload>
      {preview && <Image style={{ display: 'none' }} src={preview} preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }} />}
    </>
  );
}
