import { Layout } from 'antd';
import { useEffect } from 'react';
import { NoticePopup } from '../../features/notice/components/notice-popup';
import { MOBILE_BREAKPOINT, SETTINGS, useApp } from '../../stores/app-store';
import { KeepAlive } from './keep-alive';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import styles from './layout.module.css';

function useDeviceWatch() {
  const setDevice = useApp((s) => s.setDevice);
  useEffect(() => {
    let last: 'mobile' | 'desktop' | null = null;
    const check = () => {
      const next = window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
      if (next !== last) setDevice(next);
      last = next;
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [setDevice]);
}

export function MainLayout() {
  useDeviceWatch();
  return (
    <Layout className={styles.root}>
      <Sidebar />
      <Layout className={styles.main}>
        <header className={SETTINGS.fixedHeader ? `${styles.header} ${styles.fixed}` : styles.header}>
          <Navbar />
          {SETTINGS.tagsView && <TagsView />}
        </header>
        <main className={styles.content}>
          <KeepAlive />
        </main>
      </Layout>
      <NoticePopup />
    </Layout>
  );
}
