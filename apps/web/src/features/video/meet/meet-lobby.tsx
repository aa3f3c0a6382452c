import { CameraOutlined, CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { VIDEO_ROLE_LABELS, type MeetFaceResult, type MeetOpen } from '@notaria/contracts';
import { Alert, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { captureFrame } from '../rtc/local-media';
import { meetCalls } from './meet-api';

interface LobbyProps {
  token: string;
  opened: MeetOpen;
  stream: MediaStream | null;
  mediaError: string | null;
  onOpened(next: MeetOpen): void;
  onEnter(): void;
}

/** Before the meeting: the camera preview, consent to the recording with the place one is at, the face check, then 进入会议. */
export function MeetLobby({ token, opened, stream, mediaError, onOpened, onEnter }: LobbyProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState<'consent' | 'face' | null>(null);
  const [face, setFace] = useState<MeetFaceResult | null>(null);
  /** Why the face check could not run (no provider in this office: the notary checks the identity in the meeting). */
  const [faceNote, setFaceNote] = useState<string | null>(null);
  const calls = meetCalls(token);
  const { meeting, me } = opened;
  const needConsent = meeting.recordMode === 'SERVER';
  const consented = !!me.consentAt;
  const faceDone = !!(face?.result ?? me.faceResult) || faceNote !== null;
  const ready = (!needConsent || consented) && (!me.faceRequired || faceDone) && !!stream;

  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);

  const consent = async () => {
    setBusy('consent');
    try {
      onOpened(await calls.consent({ location: location.trim() }));
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(null);
    }
  };

  const checkFace = async () => {
    if (!video.current) return;
    setBusy('face');
    try {
      const result = await calls.face(await captureFrame(video.current));
      setFace(result);
      setFaceNote(null);
      onOpened({ ...opened, me: { ...me, faceResult: result.result } });
    } catch (e) {
      setFaceNote(`${(e as Error).message}。您仍可进入会议。`);
    } finally {
      setBusy(null);
    }
  };

  const faceResult = face?.result ?? me.faceResult;
  return (
    <div style={{ maxWidth: 1040, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {meeting.title}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="会议编号">{meeting.meetingNo}</Descriptions.Item>
        <Descriptions.Item label="预约时间">{dayjs(meeting.scheduledAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label="主持人">{meeting.hostName}</Descriptions.Item>
        <Descriptions.Item label="我的身份">
          {me.displayName} <Tag color="blue">{VIDEO_ROLE_LABELS[me.role]}</Tag>
        </Descriptions.Item>
      </Descriptions>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Card title="摄像头预览" style={{ flex: '1 1 440px' }}>
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            data-testid="lobby-preview"
            aria-label="我的摄像头画面"
            style={{ width: '100%', aspectRatio: '4 / 3', background: '#1f1f1f', borderRadius: 8, objectFit: 'cover', transform: 'scaleX(-1)' }}
          />
          {mediaError && <Alert type="error" showIcon title={mediaError} style={{ marginTop: 12 }} />}
        </Card>
        <Space orientation="vertical" size={16} style={{ flex: '1 1 400px' }}>
          {needConsent && (
            <Card title="1. 同意录像" size="small">
              {consented ? (
                <Typography.Text type="success">
                  <CheckCircleFilled /> 您已于 {dayjs(me.consentAt).format('HH:mm:ss')} 同意录像
                </Typography.Text>
              ) : (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Paragraph style={{ marginBottom: 0 }}>
                    本次视频会议将全程录音录像，录像作为公证证据由公证处保存。请填写您当前所在的地点，点击“同意录像”。进入会议后公证员还将请您口头确认。
                  </Typography.Paragraph>
                  <Input
                    placeholder="当前所在地点，如：加拿大温哥华市"
                    aria-label="当前所在地点"
                    maxLength={200}
                    value={location}
                    onChange={(e) => setLocation(e.target.value)}
                  />
                  <Button type="primary" disabled={!location.trim()} loading={busy === 'consent'} onClick={() => void consent()}>
                    同意录像
                  </Button>
                </Space>
              )}
            </Card>
          )}
          {me.faceRequired && (
            <Card title={`${needConsent ? '2' : '1'}. 人脸核验`} size="small">
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">请正对摄像头，保持光线充足，点击下方按钮截取画面与您的身份证件照片比对。</Typography.Text>
                <Space>
                  <Button icon={<CameraOutlined />} loading={busy === 'face'} disabled={!stream} onClick={() => void checkFace()}>
                    {faceResult ? '重新核验' : '开始人脸核验'}
                  </Button>
                  {faceResult === 'PASS' && (
                    <Tag color="success" icon={<SafetyCertificateOutlined />} data-testid="face-result">
                      核验通过
                    </Tag>
                  )}
                  {faceResult === 'FAIL' && (
                    <Tag color="error" data-testid="face-result">
                      核验未通过
                    </Tag>
                  )}
                </Space>
                {face?.message && <Typography.Text type="secondary">{face.message}</Typography.Text>}
                {faceNote && <Alert type="warning" showIcon title={faceNote} data-testid="face-note" />}
              </Space>
            </Card>
          )}
          <Button type="primary" size="large" block disabled={!ready} onClick={onEnter}>
            进入会议
          </Button>
          {!ready && (
            <Typography.Text type="secondary">
              {!stream ? '请先允许浏览器使用摄像头和麦克风。' : '请先完成上面的步骤。'}进入后在等候室等待公证员准入。
            </Typography.Text>
          )}
        </Space>
      </div>
    </div>
  );
}
