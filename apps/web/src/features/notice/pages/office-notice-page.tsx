import { NotificationOutlined } from '@ant-design/icons';
import type { SentNotice } from '@notaria/contracts';
import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { usePaging } from '../../../components/list/use-paging';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { Access } from '../../../components/access';
import { parseTime } from '../../../utils/time';
import { useSentNotices } from '../api/notices';
import { SendNoticeDialog } from '../components/send-notice-dialog';

/** 通知公告: the office's sent notices, and for permitted staff the 发送通知 dialog. */
export default function OfficeNoticePage(_props: PageProps) {
  const { current, size, pagination } = usePaging();
  const [sending, setSending] = useState(false);
  const list = useSentNotices(current, size);

  return (
    <ListCard
      title="通知公告"
      query={list}
      tools={
        <>
          <Access fn="send">
            <Button type="primary" icon={<NotificationOutlined />} onClick={() => setSending(true)}>
              发送通知
            </Button>
          </Access>
        </>
      }
    >
      <ListTable<SentNotice>
        rowKey={(r) => `${r.sentAt}-${r.senderName}-${r.title}`}
        query={list}
        empty={'暂无已发送的通知'}
        pagination={pagination}
        columns={[
          { title: '标题', dataIndex: 'title', width: 240, ellipsis: { showTitle: true } },
          {
            title: '内容',
            dataIndex: 'content',
            render: (v: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
                {v}
              </Typography.Paragraph>
            ),
          },
          { title: '发送人', dataIndex: 'senderName', width: 110 },
          { title: '发送时间', dataIndex: 'sentAt', width: 170, render: (v: string) => parseTime(new Date(v)) },
          { title: '接收人数', dataIndex: 'recipients', width: 90, align: 'right' },
          {
            title: '已读',
            dataIndex: 'read',
            width: 160,
            render: (read: number, r) => (
              <Tooltip title={`${read} 人已读，${Math.max(0, r.recipients - read)} 人未读`}>
                <Space size={8}>
                  <Progress
                    percent={r.recipients ? Math.round((read / r.recipients) * 100) : 0}
                    size="small"
                    showInfo={false}
                    style={{ width: 70, margin: 0 }}
                  />
                  <span>
                    {read}/{r.recipients}
                  </span>
                </Space>
              </Tooltip>
            ),
          },
        ]}
      />
      <SendNoticeDialog open={sending} onClose={() => setSending(false)} />
    </ListCard>
  );
}
