import { CameraOutlined, PictureOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQrFrame, decodeQrImage } from '../api/decode-qr';
import styles from '../pages/verify-page.module.css';

interface Props {
  disabled?: boolean;
  /** The text a QR code carried; the page decides whether it is a certificate's. */
  onText: (text: string) => void;
}

function cameraProblem(e: unknown): string {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return '未获得摄像头权限。请在浏览器设置中允许使用摄像头，或选择二维码图片。';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '未找到可用的摄像头，请选择二维码图片。';
  if (name === 'NotReadableError') return '摄像头正被其他程序使用，请关闭后重试，或选择二维码图片。';
  return '无法打开摄像头，请选择二维码图片。';
}

/** Scans a QR with the camera (frames decoded here with jsQR), or reads one from a chosen photo or screenshot. */
export function QrCheck({ disabled, onText }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const cameraAvailable = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  // Setting it to null stops the old stream's tracks (the effect below).
  const stop = useCallback(() => setStream(null), []);

  const start = async () => {
    setError(null);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }));
    } catch (e) {
      setError(cameraProblem(e));
    }
  };

  useEffect(() => {
    const v = video.current;
    if (!stream || !v) return;
    v.srcObject = stream;
    void v.play().catch(() => undefined);
    canvas.current ??= document.createElement('canvas');
    let frame = 0;
    const tick = () => {
      const text = decodeQrFrame(v, canvas.current!);
      if (text) {
        stop();
        onText(text);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [stream, stop, onText]);

  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  const readImage = async (file: File) => {
    stop();
    setError(null);
    setReading(true);
    try {
      const text = await decodeQrImage(file);
      if (text) onText(text);
      else setError('图片中未识别到二维码。请确保二维码完整、清晰、占画面较大部分后重试。');
    } catch {
      setError('无法读取该图片，请选择 JPG 或 PNG 格式的照片或截图。');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={styles.mode}>
      <div className={styles.camera} hidden={!stream}>
        <video ref={video} muted playsInline aria-label="摄像头画面" />
        <span className={styles.frame} aria-hidden />
      </div>
      {stream && <p className={styles.center}>请将公证书上的二维码置于框内，识别后自动核验。</p>}
      <Space wrap className={styles.qrActions}>
        {stream ? (
          <Button size="large" icon={<StopOutlined />} onClick={stop}>
            关闭摄像头
          </Button>
        ) : (
          <Button size="large" type="primary" icon={<CameraOutlined />} onClick={() => void start()} disabled={disabled || !cameraAvailable}>
            用摄像头扫描
          </Button>
        )}
        <Upload
          accept="image/*"
          showUploadList={false}
          disabled={disabled || reading}
          beforeUpload={(file) => {
            void readImage(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button size="large" icon={<PictureOutlined />} loading={reading}>
            选择二维码图片
          </Button>
        </Upload>
      </Space>
      {!cameraAvailable && (
        <p className={styles.muted}>此浏览器无法使用摄像头（需通过 HTTPS 访问）。可选择二维码的照片或截图，或直接用手机相机扫描公证书上的二维码。</p>
      )}
      {error && <Alert type="warning" showIcon title={error} className={styles.alert} />}
    </div>
  );
}
