import type { ComponentType } from 'react';
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SettingOutlined,
  StarOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, ComponentType> = {
  calendar: CalendarOutlined,
  date: CalendarOutlined,
  delete: DeleteOutlined,
  edit: EditOutlined,
  location: EnvironmentOutlined,
  'map-location': EnvironmentOutlined,
  environment: EnvironmentOutlined,
  home: HomeOutlined,
  house: HomeOutlined,
  info: InfoCircleOutlined,
  lock: LockOutlined,
  message: MailOutlined,
  mail: MailOutlined,
  phone: PhoneOutlined,
  plus: PlusOutlined,
  question: QuestionCircleOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  star: StarOutlined,
  'star-off': StarOutlined,
  upload: UploadOutlined,
  user: UserOutlined,
};

/**
 * Icon named in a schema: an antd name ('SearchOutlined'), a short name ('search') or a VForm/
 * Element class ('el-icon-search'). Unknown names give null.
 */
export function resolveIcon(name: string | null | undefined): ComponentType | null {
  if (!name) return null;
  const key = name
    .trim()
    .replace(/^el-icon-/, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return ICONS[key] ?? null;
}

export function Icon({ name }: { name: string | null | undefined }) {
  const C = resolveIcon(name);
  return C ? <C /> : null;
}
