import { PlusOutlined } from '@ant-design/icons';
import { VOTE_KIND_LABELS, VOTE_STATUS_LABELS, type VoteListScope, type VotePageQuery, type VoteRow, type VoteStatus } from '@notaria/contracts';
import { Button, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Access, useAccess } from '../../components/access';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages, type ExportColumn } from '../../lib/export-xlsx';
import type { PageProps } from '../../lib/routes';
import { parseTime } from '../../utils/time';
import { getVotePage, useVotePage } from './api';
import { CreateVoteDialog } from './create-vote-dialog';
import { outcomeText, STATUS_COLORS, STATUS_OPTIONS } from './labels';
import { useVoteLive } from './use-vote-live';
import { VoteDrawer } from './vote-drawer';

type Filters = { status?: VoteStatus; title?: string };
const toFilters = (v: Filters): Filters => ({ status: v.status || undefined, title: v.title?.trim() || undefined });
const time = (v: string | null) => (v ? parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') : '—');

const EXPORT_COLUMNS: ExportColumn<VoteRow>[] = [
  { title: '表决事项', value: (r) => r.title, width: 36 },
  { title: '表决方式', value: (r) => VOTE_KIND_LABELS[r.kind], width: 10 },
  { title: '状态', value: (r) => VOTE_STATUS_LABELS[r.status], width: 8 },
  { title: '匿名', value: (r) => (r.anonymous ? '是' : '否'), width: 6 },
  { title: '发起人', value: (r) => r.creatorName, width: 10 },
  { title: '关联业务', value: (r) => r.caseNumber, width: 20 },
  { title: '应投', value: (r) => r.eligible, width: 6 },
  { title: '已投', value: (r) => r.cast, width: 6 },
  { title: '结果', value: (r) => outcomeText(r.passed), width: 8 },
  { title: '开始时间', value: (r) => time(r.opensAt), width: 18 },
  { title: '截止时间', value: (r) => time(r.closesAt), width: 18 },
];

/** 在线表决: the votes I take part in and those I started (all of them for a manager), with the vote drawer. */
export default function VotePage(_props: PageProps) {
  const access = useAccess();
  const runs = access.can('create') || access.can('manage');
  const [params, setParams] = useSearchParams();
  const [scope, setScope] = useState<VoteListScope>('MINE');
  const [creating, setCreating] = useState(false);
  const { current, size, pagination, filters, filtered, search, setCurrent } = useListFilters<Filters>(toFilters);
  const query: VotePageQuery = { current, size, scope, ...filters };
  const list = useVotePage(query);
  const live = useVoteLive();
  const openId = Number(params.get('id')) || null;
  const open = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });

  const tabs = [{ key: 'MINE', label: '我参与的' }, ...(runs ? [{ key: 'CREATED', label: access.can('manage') ? '全部表决' : '我发起的' }] : [])];

  return (
    <ListCard
      title="在线表决"
      query={list}
      tools={
        <>
          <ExportButton<VoteRow>
            noun="表决"
            measure="项"
            columns={EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getVotePage({ ...query, current: c, size: s }), progress)}
          />
          <Access fn="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              发起表决
            </Button>
          </Access>
        </>
      }
    >
      <Tabs
        activeKey={scope}
        items={tabs}
        onChange={(k) => {
          setScope(k as VoteListScope);
          setCurrent(1);
        }}
      />
      <SearchForm<Filters> name="voteSearch" onSearch={search}>
        <TextFilter name="title" label="表决事项" placeholder="事项关键字" width={200} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={120} options={STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<VoteRow>
        query={list}
        pagination={pagination}
        scroll={{ x: 1200 }}
        empty={filtered ? '没有符合条件的表决' : scope === 'MINE' ? '目前没有需要您参加的表决' : '还没有发起过表决'}
        columns={[
          {
            title: '表决事项',
            dataIndex: 'title',
            width: 220,
            ellipsis: true,
            render: (v: string, r) => <Typography.Link onClick={() => open(r.id)}>{v}</Typography.Link>,
          },
          { title: '表决方式', dataIndex: 'kind', width: 90, render: (k: VoteRow['kind']) => VOTE_KIND_LABELS[k] },
          {
            title: '状态',
            dataIndex: 'status',
            width: 110,
            render: (s: VoteStatus, r) => (
              <Space size={4}>
                <Tag color={STATUS_COLORS[s]}>{VOTE_STATUS_LABELS[s]}</Tag>
                {r.anonymous && <Tag color="purple">匿名</Tag>}
              </Space>
            ),
          },
          {
            title: '投票进度',
            key: 'progress',
            width: 100,
            align: 'right',
            render: (_, r) => {
              const l = live[r.id];
              return `${l && l.status === r.status ? Math.max(l.cast, r.cast) : r.cast}/${r.eligible}`;
            },
          },
          {
            title: '我的投票',
            key: 'mine',
            width: 100,
            render: (_, r) =>
              !r.isVoter ? '—' : r.hasVoted ? <Tag color="green">已投票</Tag> : r.status === 'OPEN' ? <Tag color="orange">待投票</Tag> : <Tag>未投票</Tag>,
          },
          {
            title: '结果',
            dataIndex: 'passed',
            width: 90,
            render: (p: boolean | null) => (p === null ? '—' : <Tag color={p ? 'success' : 'error'}>{outcomeText(p)}</Tag>),
          },
          { title: '发起人', dataIndex: 'creatorName', width: 100 },
          { title: '关联业务', dataIndex: 'caseNumber', width: 140, render: (v: string) => v || '—' },
          { title: '截止时间', dataIndex: 'closesAt', width: 150, render: (v: string | null, r) => (v ? time(v) : r.status === 'OPEN' ? '由发起人结束' : '—') },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction onClick={() => open(r.id)}>{r.isVoter && !r.hasVoted && r.status === 'OPEN' ? '去投票' : '查看'}</LinkAction>
              </RowActions>
            ),
          },
        ]}
      />
      {creating && <CreateVoteDialog onClose={() => setCreating(false)} onCreated={(id) => open(id)} />}
      {openId && <VoteDrawer id={openId} live={live[openId]} onClose={() => open(null)} />}
    </ListCard>
  );
}
