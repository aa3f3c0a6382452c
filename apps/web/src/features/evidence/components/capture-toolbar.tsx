import { AudioOutlined, CameraOutlined, DesktopOutlined, GlobalOutlined, PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { RecordingType } from '@notaria/contracts';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { Access } from '../../../components/access';

export type CaptureChoice = 'WEB_PAGE' | RecordingType | 'PHONE_CALL';

const BUTTONS: { key: CaptureChoice; label: string; icon: ReactNode }[] = [
  { key: 'WEB_PAGE', label: '网页取证', icon: <GlobalOutlined /> },
  { key: 'SCREEN', label: '录屏', icon: <DesktopOutlined /> },
  { key: 'PHOTO', label: '拍照', icon: <CameraOutlined /> },
  { key: 'AUDIO', label: '录音', icon: <AudioOutlined /> },
  { key: 'VIDEO', label: '录像', icon: <VideoCameraOutlined /> },
  { key: 'PHONE_CALL', label: '通话录音', icon: <PhoneOutlined /> },
];

/** The ways to capture evidence, for those granted 取证 on this page. */
export function CaptureToolbar({ onPick }: { onPick(choice: CaptureChoice): void }) {
  return (
    <Access fn="create">
      <Space.Compact>
        {BUTTONS.map((b) => (
          <Button key={b.key} type={b.key === 'WEB_PAGE' ? 'primary' : 'default'} icon={b.icon} onClick={() => onPick(b.key)}>
            {b.label}
          </Button>
        ))}
      </Space.Compact>
    </Access>
  );
}
