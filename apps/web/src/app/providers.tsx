import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { antdSize, SETTINGS, useApp } from '../stores/app-store';

dayjs.locale('zh-cn');

export function Providers({ children }: { children: ReactNode }) {
  const size = useApp((s) => s.size);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={antdSize(size)}
      theme={{ token: { colorPrimary: SETTINGS.themeColor, borderRadius: 6 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
