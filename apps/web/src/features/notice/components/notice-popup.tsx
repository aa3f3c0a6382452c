import type { Notice } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useEffect } from 'react';
import type { SocketClient } from '../../../lib/socket';
import { noticeKeys, readNotices } from '../api/notices';
import { useOpenLink } from '../../../lib/use-open-link';
import { useNoticeUi } from '../notice-ui-store';
import { bindSocketToSession, noticeSocket } from '../realtime/notice-socket';
import { NoticeBusinessFields, noticeType, NoticeTypeTag } from './notice-item';
import styles from './notice.module.css';

/**
 * Connects the live channel for the signed-in user and opens a bottom-right popup, which stays
 * until closed, for every notice that arrives; each arrival refreshes the unread count and list.
 */
export function NoticePopup({ client = noticeSocket, bind = true }: { client?: SocketClient; bind?: boolean }) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const openDrawer = useNoticeUi((s) => s.openDrawer);
  const openLink = useOpenLink();

  useEffect(() => (bind ? bindSocketToSession(client) : undefined), [client, bind]);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    return client.onMessage('MESSAGE', (data) => {
      const notice = data as Notice;
      refresh();
      // A case moved to someone's step: their 我的待办 changes too.
      if (notice?.business) void queryClient.invalidateQueries({ queryKey: ['dashboard', 'my-todo'] });
      if (!notice || typeof notice !== 'object' || !notice.title) return;
      const key = `notice-${notice.id}`;
      const type = noticeType(notice.notifyType);
      const act = () => {
        notification.destroy(key);
        readNotices([notice.id]).then(refresh, () => undefined);
        if (!openLink(notice.link)) openDrawer();
      };
      notification.open({
        key,
        placement: 'bottomRight',
        duration: 0,
        className: `${styles.popup} notice-popup`,
        props: { 'data-testid': 'notice-popup' } as Record<string, string>,
        title: (
          <Space size={6} style={{ maxWidth: '100%' }}>
            <NoticeTypeTag notifyType={notice.notifyType} />
            <span style={{ fontWeight: 500 }}>{notice.title}</span>
          </Space>
        ),
        description: (
          <div>
            {notice.content && <p className={styles.content}>{notice.content}</p>}
            <NoticeBusinessFields notice={notice} />
            {notice.senderName && <div style={{ marginTop: 6, fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>来自 {notice.senderName}</div>}
          </div>
        ),
        actions: (
          <Button type="primary" size="small" onClick={act}>
            {type.action}
          </Button>
        ),
      });
    });
  }, [client, notification, queryClient, openDrawer, openLink]);

  return null;
}
