import { Tabs } from 'antd';
import { FormSettings } from './form-settings.tsx';
import { WidgetSettings } from './widget-settings.tsx';

export function SettingsPanel() {
  return (
    <Tabs
      className="fd-settings"
      size="small"
      items={[
        { key: 'widget', label: '组件设置', children: <WidgetSettings /> },
        { key: 'form', label: '表单设置', children: <FormSettings /> },
      ]}
      style={{ padding: '0 8px' }}
    />
  );
}
