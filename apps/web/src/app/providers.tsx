import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLayoutEffect, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { antdSize, useApp } from '../stores/app-store';
import { themeFor, THEME_CSS_VAR_KEY } from './theme';

dayjs.locale('zh-cn');

/** People who ask their system for less motion (and the browser journeys) get no animations. */
const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const THEME = themeFor({ reducedMotion });

export function Providers({ children }: { children: ReactNode }) {
  const size = useApp((s) => s.size);
  // The theme's CSS variables apply to the whole page, dialogs and drawers included.
  useLayoutEffect(() => {
    document.body.classList.add(THEME_CSS_VAR_KEY);
  }, []);
  return (
    <ConfigProvider locale={zhCN} componentSize={antdSize(size)} theme={THEME}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
