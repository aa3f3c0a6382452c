import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FileTooLargeError, sha256OfFile } from '../api/hash-file';
import styles from '../pages/verify-page.module.css';

interface Props {
  disabled?: boolean;
  onHash: (hash: string, fileName: string) => void;
}

/** Choose or drop a file: it is hashed here, in the browser, and only its SHA-256 is sent. */
export function FileCheck({ disabled, onHash }: Props) {
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const hash = async (file: File) => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setError(null);
    setProgress({ name: file.name, share: 0 });
    try {
      const sha256 = await sha256OfFile(file, (share) => setProgress({ name: file.name, share }), controller.signal);
      setProgress(null);
      onHash(sha256, file.name);
    } catch (e) {
      if (controller.signal.aborted) return;
      setProgress(null);
      setError(
        e instanceof FileTooLargeError
          ? '文件超过 1 GB，无法在浏览器中计算。请在本机计算其 SHA-256（如 sha256sum 文件名），再选择“输入哈希值”核验。'
          : '无法读取该文件，请重新选择。',
      );
    }
  };

  return (
    <div className={styles.mode}>
      <Upload.Dragger
        accept=".pdf,.ofd,.doc,.docx,.jpg,.jpeg,.png,.mp4,.zip,*/*"
        multiple={false}
        showUploadList={false}
        disabled={disabled || progress !== null}
        beforeUpload={(file) => {
          void hash(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击选择或将文件拖到此处</p>
        <p className="ant-upload-hint">公证书 PDF 或存证文件均可。文件只在您的设备上计算哈希值，不会上传。</p>
      </Upload.Dragger>
      {progress && (
        <div className={styles.progress} role="status">
          <span>正在计算 {progress.name} 的哈希值…</span>
          <Progress percent={Math.floor(progress.share * 100)} size="small" />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
    </div>
  );
}
