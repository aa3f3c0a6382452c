import { AudioMutedOutlined, AudioOutlined, DesktopOutlined, VideoCameraAddOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { MeetingRtc } from '../rtc/use-meeting-rtc';

const deviceOptions = (list: MediaDeviceInfo[], fallback: string) => list.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

/** 麦克风, 摄像头, the devices to use, 共享屏幕, then what the page adds (start, end, leave). */
export function MediaToolbar({ rtc, children }: { rtc: MeetingRtc; children?: ReactNode }) {
  const { flags, devices } = rtc;
  const camera = rtc.local?.getVideoTracks()[0]?.getSettings().deviceId;
  const mic = rtc.local?.getAudioTracks()[0]?.getSettings().deviceId;
  return (
    <Space wrap style={{ justifyContent: 'center', width: '100%' }} role="toolbar" aria-label="会议工具栏">
      <Button
        icon={flags.audio ? <AudioOutlined /> : <AudioMutedOutlined />}
        danger={!flags.audio}
        onClick={() => rtc.setAudio(!flags.audio)}
        aria-pressed={!flags.audio}
      >
        {flags.audio ? '麦克风' : '麦克风已关闭'}
      </Button>
      <Button
        icon={flags.video ? <VideoCameraOutlined /> : <VideoCameraAddOutlined />}
        danger={!flags.video}
        onClick={() => rtc.setVideo(!flags.video)}
        aria-pressed={!flags.video}
      >
        {flags.video ? '摄像头' : '摄像头已关闭'}
      </Button>
      <Tooltip title="切换摄像头">
        <Select
          aria-label="切换摄像头"
          style={{ width: 180 }}
          placeholder="摄像头"
          value={devices.cameras.some((d) => d.deviceId === camera) ? camera : undefined}
          options={deviceOptions(devices.cameras, '摄像头')}
          onChange={(id: string) => void rtc.switchDevice('video', id)}
          notFoundContent="未发现摄像头"
        />
      </Tooltip>
      <Tooltip title="切换麦克风">
        <Select
          aria-label="切换麦克风"
          style={{ width: 180 }}
          placeholder="麦克风"
          value={devices.microphones.some((d) => d.deviceId === mic) ? mic : undefined}
          options={deviceOptions(devices.microphones, '麦克风')}
          onChange={(id: string) => void rtc.switchDevice('audio', id)}
          notFoundContent="未发现麦克风"
        />
      </Tooltip>
      <Tooltip title="共享屏幕或窗口，用于宣读文书">
        <Button icon={<DesktopOutlined />} type={flags.screen ? 'primary' : 'default'} onClick={() => void rtc.toggleScreen()}>
          {flags.screen ? '停止共享' : '共享屏幕'}
        </Button>
      </Tooltip>
      {children}
    </Space>
  );
}
