import { PlusOutlined } from '@ant-design/icons';
import { VIDEO_PURPOSE_LABELS, type VideoListScope, type VideoMeetingPageQuery, type VideoMeetingRow, type VideoMeetingStatus } from '@notaria/contracts';
import { Button, DatePicker, Form, Segmented, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Access, useAccess } from '../../../components/access';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages } from '../../../lib/export-xlsx';
import type { PageProps } from '../../../lib/routes';
import { getMeetingPage, useMeetingPage } from '../api/meetings';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { CreateMeetingDialog } from './create-meeting-dialog';
import { InviteDialog } from './invite-dialog';
import { durationText, MEETING_EXPORT_COLUMNS, MeetingStatusTag, timeText } from './meeting-cells';
import { MeetingDrawer } from './meeting-drawer';
import { MeetingRowActions } from './meeting-row-actions';
import { RoomEntry } from './room-entry';

type Tab = 'upcoming' | 'live' | 'ended' | 'sealed' | 'cancelled' | 'all';
const TABS: { value: Tab; label: string; status?: VideoMeetingStatus }[] = [
  { value: 'upcoming', label: '即将开始', status: 'SCHEDULED' },
  { value: 'live', label: '进行中', status: 'IN_PROGRESS' },
  { value: 'ended', label: '已结束', status: 'ENDED' },
  { value: 'sealed', label: '已封存', status: 'SEALED' },
  { value: 'cancelled', label: '已取消', status: 'CANCELLED' },
  { value: 'all', label: '全部' },
];
const EMPTY: Record<Tab, string> = {
  upcoming: '没有即将开始的会议：点击右上角“新建会议”预约',
  live: '没有进行中的会议',
  ended: '没有已结束待封存的会议',
  sealed: '没有已封存的会议',
  cancelled: '没有已取消的会议',
  all: '还没有视频会议：点击右上角“新建会议”预约',
};

type Filters = Pick<VideoMeetingPageQuery, 'keyword' | 'dateFrom' | 'dateTo'>;
interface FilterValues {
  keyword?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}
const toFilters = (v: FilterValues): Filters => ({
  keyword: v.keyword?.trim() || undefined,
  dateFrom: v.range?.[0]?.startOf('day').toISOString(),
  dateTo: v.range?.[1]?.endOf('day').toISOString(),
});

type Dialog = { kind: 'invite'; row: VideoMeetingRow } | { kind: 'cancel'; row: VideoMeetingRow };

/** 视频会议: my meetings (all of the office's for a manager) by state, create, enter, invite, cancel, details. */
export default function VideoMeetingPage(_props: PageProps) {
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [scope, setScope] = useState<VideoListScope>('MINE');
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [room, setRoom] = useState<number | null>(null);
  const { current, size, pagination, filters, filtered, search, setCurrent } = useListFilters<Filters, FilterValues>(toFilters);
  const query: VideoMeetingPageQuery = { current, size, scope, status: TABS.find((t) => t.value === tab)?.status, ...filters };
  const list = useMeetingPage(query, room === null);

  // 受理 › 视频会议 opens this page with ?caseId=…: the create dialog for that case. A case's meeting opens with ?meetingId=….
  const caseId = Number(params.get('caseId')) || undefined;
  const openId = Number(params.get('meetingId')) || null;
  const clearParams = () => setParams({}, { replace: true });
  const openDetail = (id: number) => setParams({ meetingId: String(id) }, { replace: true });

  if (room !== null) {
    return (
      <RoomEntry
        meetingId={room}
        onLeave={() => {
          setRoom(null);
          void list.refetch();
        }}
      />
    );
  }

  return (
    <ListCard
      title="视频会议"
      query={list}
      wrap
      tools={
        <>
          <ExportButton<VideoMeetingRow>
            noun="视频会议"
            measure="场"
            columns={MEETING_EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getMeetingPage({ ...query, current: c, size: s }), progress)}
          />
          <Access fn="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建会议
            </Button>
          </Access>
        </>
      }
    >
      <Space wrap size={16} style={{ marginBottom: 16 }}>
        <Segmented<Tab>
          aria-label="会议状态"
          value={tab}
          options={TABS.map(({ value, label }) => ({ value, label }))}
          onChange={(t) => {
            setTab(t);
            setCurrent(1);
          }}
        />
        {can('manage') && (
          <Segmented<VideoListScope>
            aria-label="会议范围"
            value={scope}
            options={[
              { value: 'MINE', label: '我的会议' },
              { value: 'ALL', label: '全处会议' },
            ]}
            onChange={(s) => {
              setScope(s);
              setCurrent(1);
            }}
          />
        )}
      </Space>
      <SearchForm<FilterValues> name="meetingSearch" onSearch={search}>
        <TextFilter name="keyword" label="会议" placeholder="会议编号或主题" width={200} />
        <Form.Item name="range" label="预约日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <ListTable<VideoMeetingRow>
        query={list}
        pagination={pagination}
        scroll={{ x: 1270 }}
        empty={filtered ? '没有符合条件的会议，请调整查询条件' : EMPTY[tab]}
        data-testid="meeting-table"
        columns={[
          {
            title: '会议编号',
            dataIndex: 'meetingNo',
            width: 150,
            render: (v: string, r) => <Typography.Link onClick={() => openDetail(r.id)}>{v}</Typography.Link>,
          },
          {
            title: '会议主题',
            dataIndex: 'title',
            width: 230,
            ellipsis: true,
            render: (v: string, r) => (
              <Space size={4}>
                <Tag>{VIDEO_PURPOSE_LABELS[r.purpose]}</Tag>
                <span>{v}</span>
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: VideoMeetingStatus) => <MeetingStatusTag status={s} /> },
          { title: '预约时间', dataIndex: 'scheduledAt', width: 140, render: timeText },
          { title: '时长', dataIndex: 'durationMinutes', width: 80, render: durationText },
          { title: '主持人', dataIndex: 'hostName', width: 80 },
          { title: '关联业务', dataIndex: 'businessNumber', width: 160, render: (v: string) => v || '—' },
          { title: '参会', dataIndex: 'participantCount', width: 60, align: 'right', render: (n: number) => `${n} 人` },
          { title: '录像', dataIndex: 'recordingCount', width: 60, align: 'right', render: (n: number) => (n ? `${n} 个` : '—') },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            fixed: 'right',
            render: (_, r) => (
              <MeetingRowActions
                row={r}
                onEnter={() => setRoom(r.id)}
                onInvite={() => setDialog({ kind: 'invite', row: r })}
                onCancel={() => setDialog({ kind: 'cancel', row: r })}
                onDetail={() => openDetail(r.id)}
              />
            ),
          },
        ]}
      />
      {(creating || caseId !== undefined) && (
        <CreateMeetingDialog
          caseId={caseId}
          onClose={() => {
            setCreating(false);
            if (caseId !== undefined) clearParams();
          }}
          onCreated={() => {
            setTab('upcoming');
            setCurrent(1);
          }}
        />
      )}
      {dialog?.kind === 'invite' && <InviteDialog meetingId={dialog.row.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'cancel' && <CancelMeetingDialog meeting={dialog.row} onClose={() => setDialog(null)} />}
      <MeetingDrawer id={openId} onClose={clearParams} />
    </ListCard>
  );
}
