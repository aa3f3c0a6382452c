import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  VideoCameraOutlined,
};

/** Renders a registry icon name; unknown names fall back to a neutral icon. */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
