import { memo } from 'react';
import { Tabs } from 'antd';
import { FormSettings } from './form-settings.tsx';
import { WidgetSettings } from './widget-settings.tsx';

/** 组件设置 and 表单设置; memoised (the designer re-renders while dragging). */
export const SettingsPanel = memo(function SettingsPanel() {
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
});
