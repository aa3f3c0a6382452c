import type { Notice } from '@notaria/contracts';
import { Button, Drawer, Empty, Pagination, Popconfirm, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import {
  NOTICE_PAGE_SIZE,
  readAllNotices,
  readNotices,
  removeAllRead,
  useMyNotices,
  useNoticeMutation,
  useUnreadTotal,
  type NoticeFilter,
} from '../api/notices';
import { isReachable, useOpenLink } from '../../../lib/use-open-link';
import { NoticeBusinessFields, noticeTime, noticeType, NoticeTypeTag } from './notice-item';
import styles from './notice.module.css';

function NoticeCard({ notice, onOpen, onAction }: { notice: Notice; onOpen: () => void; onAction: () => void }) {
  const type = noticeType(notice.notifyType);
  const openable = isReachable(notice.link);
  return (
    <div
      className={`${styles.item} ${notice.isRead ? styles.read : styles.unread}`}
      data-testid="notice-item"
      data-read={notice.isRead}
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
    >
      <div className={styles.head}>
        <NoticeTypeTag notifyType={notice.notifyType} />
        <span className={styles.title} title={notice.title}>
          {notice.title}
        </span>
        <span className={styles.time} title={new Date(notice.updateTime).toLocaleString('zh-CN')}>
          {noticeTime(notice.updateTime)}
        </span>
      </div>
      {notice.content && <p className={styles.content}>{notice.content}</p>}
      <NoticeBusinessFields notice={notice} />
      <div className={styles.foot}>
        <span>{notice.senderName ? `来自 ${notice.senderName}` : notice.isRead ? '已读' : '未读'}</span>
        {openable && (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={(e) => {
              e.stopPropagation();
              onAction();
            }}
          >
            {type.action}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The right-hand message drawer: 全部 / 未读, 10 per page from page 1, mark all read, delete all read. */
export function NoticeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useSession((s) => !!s.token && !!s.user);
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const [current, setCurrent] = useState(1);
  const { data, isFetching, isPending } = useMyNotices(filter, current, open && signedIn);
  const { data: unread = 0 } = useUnreadTotal(signedIn);
  const read = useNoticeMutation(readNotices);
  const readAll = useNoticeMutation(readAllNotices);
  const removeRead = useNoticeMutation(removeAllRead);
  const list = data?.list ?? [];
  const total = data?.total ?? 0;

  // A page emptied by 全部已读 or 删除已读 steps back to the last page that still has notices.
  useEffect(() => {
    if (data && current > 1 && data.list.length === 0) setCurrent(Math.max(1, Math.ceil(data.total / NOTICE_PAGE_SIZE)));
  }, [data, current]);

  const markRead = (n: Notice) => {
    if (!n.isRead) read.mutate([n.id]);
  };
  const openLink = useOpenLink();
  const act = (n: Notice) => {
    markRead(n);
    if (openLink(n.link)) onClose();
  };

  return (
    <Drawer
      title={
        <span>
          消息通知
          {unread > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400, marginInlineStart: 8 }}>
              {unread} 条未读
            </Typography.Text>
          )}
        </span>
      }
      placement="right"
      size={440}
      open={open}
      onClose={onClose}
      data-testid="notice-drawer"
      rootClassName="notice-drawer"
      destroyOnHidden={false}
    >
      <div className={styles.toolbar}>
        <Segmented<NoticeFilter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setCurrent(1);
          }}
          options={[
            { label: '全部', value: 'all' },
            { label: '未读', value: 'unread' },
          ]}
        />
        <Space size={4}>
          <Button
            size="small"
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onSuccess: (n) => void notify.success(n ? `已将 ${n} 条通知标为已读` : '没有未读通知') })}
          >
            全部已读
          </Button>
          <Popconfirm
            title="删除已读通知"
            description="将删除全部已读通知，删除后无法恢复。确定删除吗？"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            placement="bottomRight"
            onConfirm={() =>
              removeRead.mutateAsync(undefined).then(
                (n) => void notify.success(n ? `已删除 ${n} 条已读通知` : '没有已读通知'),
                () => undefined,
              )
            }
          >
            <Button size="small" danger loading={removeRead.isPending}>
              删除已读
            </Button>
          </Popconfirm>
        </Space>
      </div>
      <Spin spinning={isFetching && !isPending}>
        {isPending && open ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter === 'unread' ? '没有未读通知' : '暂无通知'} style={{ marginTop: 48 }} />
        ) : (
          <div className={styles.list} data-testid="notice-list">
            {list.map((n) => (
              <NoticeCard key={n.id} notice={n} onOpen={() => markRead(n)} onAction={() => act(n)} />
            ))}
          </div>
        )}
      </Spin>
      {total > NOTICE_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination
            size="small"
            current={current}
            pageSize={NOTICE_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 条`}
            onChange={setCurrent}
          />
        </div>
      )}
    </Drawer>
  );
}
