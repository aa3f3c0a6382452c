import { CAPTURE_TYPE_LABELS, type RecordingType } from '@notaria/contracts';
import { Alert, Button, Descriptions, Form, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatBytes, formatDuration } from '../labels';
import { DEVICE_OF } from '../recording/media';
import { useRecording } from '../recording/use-recording';
import { applicantOf, ApplicantFields, type ApplicantValues } from './applicant-fields';
import { RemarkField, TitleField } from './form-dialog';

interface Values extends ApplicantValues {
  title: string;
  remark?: string;
}

const START_LABEL: Record<RecordingType, string> = { SCREEN: '开始录屏', PHOTO: '拍照', AUDIO: '开始录音', VIDEO: '开始录像' };
const STOP_LABEL: Record<RecordingType, string> = { SCREEN: '结束录屏', PHOTO: '', AUDIO: '结束录音', VIDEO: '结束录像' };

function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, [since]);
  return since === null ? 0 : Math.max(0, (now - since) / 1000);
}

/**
 * 录屏 / 拍照 / 录音 / 录像: the device's live picture, then recording with every chunk uploaded while it goes on.
 * Only what the device records now is taken: there is no file picker.
 */
export function RecordingDialog({ type, onDone, onClose }: { type: RecordingType; onDone(id: number): void; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { state, start, stop } = useRecording(type);
  const video = useRef<HTMLVideoElement>(null);
  const elapsed = useElapsed(state.phase === 'recording' ? state.startedAt : null);
  const busy = state.phase === 'recording' || state.phase === 'finishing';
  const label = CAPTURE_TYPE_LABELS[type];

  useEffect(() => {
    if (video.current && state.stream) video.current.srcObject = state.stream;
  }, [state.stream]);

  const begin = async () => {
    const v = await form.validateFields();
    await start({ title: v.title.trim(), applicant: applicantOf(v), remark: v.remark?.trim() || undefined }, video.current);
  };

  const footer =
    state.phase === 'done' ? (
      <Button type="primary" onClick={() => onDone(state.result!.id)}>
        查看证据
      </Button>
    ) : (
      <Space>
        <Button disabled={busy} onClick={onClose}>
          取消
        </Button>
        {state.phase === 'recording' ? (
          <Button type="primary" danger onClick={stop}>
            {STOP_LABEL[type]}
          </Button>
        ) : (
          <Button type="primary" disabled={state.phase !== 'ready'} loading={state.phase === 'finishing'} onClick={() => void begin()}>
            {START_LABEL[type]}
          </Button>
        )}
      </Space>
    );

  return (
    <Modal open title={label} width={720} mask={{ closable: false }} closable={!busy} onCancel={onClose} footer={footer} destroyOnHidden>
      {state.error && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 12 }} />}
      {state.phase === 'done' && state.result ? (
        <Descriptions column={1} size="small" bordered title="已上传，请核对后确认证据">
          <Descriptions.Item label="证据编号">{state.result.evidenceNo}</Descriptions.Item>
          {state.result.artifacts.map((a) => (
            <Descriptions.Item key={a.sha256} label={a.name}>
              <div>大小：{formatBytes(a.size)}</div>
              <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
                {a.sha256}
              </Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <>
          <Form<Values> form={form} layout="horizontal" labelCol={{ span: 4 }} disabled={busy} name="recording">
            <TitleField placeholder={`如：${label}（侵权商品页面）`} />
            <ApplicantFields />
            <RemarkField />
          </Form>
          {type === 'AUDIO' ? (
            <Alert type={state.stream ? 'info' : 'warning'} showIcon title={state.stream ? '麦克风已就绪' : `正在请求使用${DEVICE_OF[type]}…`} />
          ) : (
            <video
              ref={video}
              autoPlay
              muted
              playsInline
              aria-label="实时画面"
              style={{ width: '100%', maxHeight: 320, background: '#111', borderRadius: 6 }}
            />
          )}
          {state.phase === 'opening' && type !== 'AUDIO' && <Typography.Text type="secondary">正在请求使用{DEVICE_OF[type]}…</Typography.Text>}
          {(state.phase === 'recording' || state.phase === 'finishing') && (
            <div role="status" style={{ marginTop: 8 }}>
              <Typography.Text strong type="danger">
                {state.phase === 'recording' ? `● 正在录制 ${formatDuration(elapsed)}` : '正在完成上传并计算哈希…'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                已上传 {state.upload.sent} 个分片，共 {formatBytes(state.upload.bytes)}
                {state.upload.waiting > 0 ? `，${state.upload.waiting} 个待上传` : ''}
              </Typography.Text>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
