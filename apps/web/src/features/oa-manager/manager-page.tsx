import { AuditOutlined, ClockCircleOutlined, ProfileOutlined, ScheduleOutlined } from '@ant-design/icons';
import { CASE_STATUS_LABELS, HALF_DAYS, OPEN_CASE_STATUSES, type LeaveCalendarEntry, type NotaryWorkload, type PendingApproval } from '@notaria/contracts';
import { Card, Col, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Access } from '../../components/access';
import { kindLabel, LeaveCalendar } from '../../components/leave-calendar/leave-calendar';
import { ExportButton } from '../../components/list/export-button';
import { RefreshButton } from '../../components/list/refresh-button';
import { LinkAction, RowActions } from '../../components/list/row-actions';
import { LoadingSkeleton } from '../../components/loading-skeleton';
import { StatCard } from '../../components/stat-card/stat-card';
import type { ExportColumn } from '../../lib/export-xlsx';
import type { PageProps } from '../../lib/routes';
import { parseTime } from '../../utils/time';
import { useOfficeLeaveCalendar, useOverview } from './api';
import { ReassignDialog } from './reassign-dialog';
import { WorkloadChart } from './workload-chart';

const sum = (rows: NotaryWorkload[], f: (r: NotaryWorkload) => number) => rows.reduce((n, r) => n + f(r), 0);
const when = (e: LeaveCalendarEntry) =>
  e.startDate === e.endDate
    ? `${e.startDate.slice(5)}${e.startHalf === e.endHalf ? ` ${HALF_DAYS[e.startHalf]}` : ''}`
    : `${e.startDate.slice(5)} ${HALF_DAYS[e.startHalf]} 至 ${e.endDate.slice(5)} ${HALF_DAYS[e.endHalf]}`;

const WORKLOAD_COLUMNS: ExportColumn<NotaryWorkload>[] = [
  { title: '公证员', value: (r) => r.name, width: 10 },
  { title: '部门', value: (r) => r.deptName, width: 14 },
  ...OPEN_CASE_STATUSES.map((s) => ({ title: CASE_STATUS_LABELS[s], value: (r: NotaryWorkload) => r.byStatus[s], width: 10 })),
  { title: '在办合计', value: (r) => r.open, width: 10 },
  { title: '超期', value: (r) => r.overdue, width: 8 },
  { title: '今日请假', value: (r) => (r.onLeaveToday ? '是' : ''), width: 10 },
];

function WorkloadTable({ rows, onReassign }: { rows: NotaryWorkload[]; onReassign(r: NotaryWorkload): void }) {
  return (
    <Table<NotaryWorkload>
      rowKey="userId"
      size="middle"
      dataSource={rows}
      pagination={false}
      scroll={{ x: 980 }}
      locale={{ emptyText: '本处还没有公证员' }}
      columns={[
        {
          title: '公证员',
          key: 'name',
          width: 150,
          render: (_, r) => (
            <Space size={4}>
              {r.name}
              {r.onLeaveToday && <Tag color="orange">今日请假</Tag>}
            </Space>
          ),
        },
        { title: '部门', dataIndex: 'deptName', width: 120, render: (v: string) => v || '—' },
        ...OPEN_CASE_STATUSES.map((s) => ({
          title: CASE_STATUS_LABELS[s],
          key: s,
          width: 80,
          align: 'right' as const,
          render: (_: unknown, r: NotaryWorkload) => r.byStatus[s] || <Typography.Text type="secondary">0</Typography.Text>,
        })),
        { title: '在办合计', dataIndex: 'open', width: 90, align: 'right', render: (v: number) => <Typography.Text strong>{v}</Typography.Text> },
        {
          title: '超期',
          dataIndex: 'overdue',
          width: 72,
          align: 'right',
          render: (v: number) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : <Typography.Text type="secondary">0</Typography.Text>),
        },
        {
          title: '操作',
          key: 'actions',
          width: 90,
          fixed: 'right',
          render: (_, r) => (
            <RowActions>
              <LinkAction fn="manager" disabledReason={r.open === 0 ? '没有在办业务' : undefined} onClick={() => onReassign(r)}>
                转办
              </LinkAction>
            </RowActions>
          ),
        },
      ]}
    />
  );
}

function PendingTable({ rows, total }: { rows: PendingApproval[]; total: number }) {
  // The table is wider than its half of the page: its own scroll box takes keyboard focus, so it can be scrolled
  // without a mouse (antd's scroll container cannot be focused).
  return (
    <div role="region" aria-label="全处待审批" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<PendingApproval>
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={false}
        style={{ minWidth: 760 }}
        locale={{ emptyText: '全处没有待审批的申请' }}
        footer={total > rows.length ? () => `共 ${total} 件，显示等待最久的 ${rows.length} 件` : undefined}
        columns={[
          { title: '申请类型', dataIndex: 'kindTitle', width: 100 },
          { title: '摘要', dataIndex: 'summary', ellipsis: true },
          { title: '申请人', dataIndex: 'applicantName', width: 80 },
          { title: '当前步骤', dataIndex: 'stepName', width: 120 },
          { title: '审批人', dataIndex: 'approverNames', width: 120, render: (v: string[]) => v.join('、') || '—' },
          { title: '提交时间', dataIndex: 'createdAt', width: 140, render: (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}') },
        ]}
      />
    </div>
  );
}

function WeekLeaves({ entries, today }: { entries: LeaveCalendarEntry[]; today: string }) {
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本周没有人请假" />;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="week-leaves">
      {entries.map((e) => (
        <div key={e.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>
            <Typography.Text strong>{e.applicantName}</Typography.Text> <Typography.Text type="secondary">{e.deptName}</Typography.Text>
          </span>
          <span>
            {e.startDate <= today && e.endDate >= today && <Tag color="orange">今日</Tag>}
            {kindLabel(e.kind)} · {when(e)} · {e.days} 天{e.status === 'PENDING' && <Tag style={{ marginLeft: 6 }}>审批中</Tag>}
          </span>
        </div>
      ))}
    </Space>
  );
}

/** 业务管理: the office head's console — who carries which cases, what is late, what waits for approval, who is away. */
export default function ManagerPage(_props: PageProps) {
  const overview = useOverview();
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const calendar = useOfficeLeaveCalendar(month);
  const [reassigning, setReassigning] = useState<NotaryWorkload | null>(null);
  const navigate = useNavigate();
  if (overview.isPending) return <LoadingSkeleton />;
  if (!overview.data) return <Empty description="业务管理数据加载失败，请刷新重试" />;
  const o = overview.data;
  const todayOff = new Set(o.onLeave.filter((e) => e.startDate <= o.today && e.endDate >= o.today).map((e) => e.applicantId)).size;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="在办业务"
            value={sum(o.notaries, (r) => r.open)}
            suffix="件"
            icon={<ProfileOutlined />}
            color="#1677ff"
            note={`${o.notaries.length} 名公证员承办`}
            data-testid="stat-open"
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="超期业务"
            value={sum(o.notaries, (r) => r.overdue)}
            suffix="件"
            icon={<ClockCircleOutlined />}
            color="#f5222d"
            note="超过 15 个工作日办理期限"
            data-testid="stat-overdue"
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="待审批"
            value={o.pendingApprovalTotal}
            suffix="件"
            icon={<AuditOutlined />}
            color="#fa8c16"
            note="全处等待审批的办公与财务申请"
            data-testid="stat-pending"
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="今日请假"
            value={todayOff}
            suffix="人"
            icon={<ScheduleOutlined />}
            color="#722ed1"
            note={`本周（至 ${o.weekEnd.slice(5)}）共 ${o.onLeave.length} 条请假`}
            data-testid="stat-leave"
          />
        </Col>
      </Row>
      <Card
        title="公证员在办情况"
        extra={
          <Space>
            <RefreshButton fetching={overview.isFetching} onRefresh={() => void overview.refetch()} />
            <ExportButton<NotaryWorkload> noun="公证员在办情况" columns={WORKLOAD_COLUMNS} fetchAll={async () => o.notaries} />
          </Space>
        }
      >
        {o.notaries.some((r) => r.open > 0) && <WorkloadChart rows={o.notaries} />}
        <WorkloadTable rows={o.notaries} onReassign={setReassigning} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card
            title="待审批（全处）"
            extra={
              <Typography.Link onClick={() => navigate('/oa/approve')} aria-label="前往办公审批">
                办公审批
              </Typography.Link>
            }
          >
            <PendingTable rows={o.pendingApprovals} total={o.pendingApprovalTotal} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title="本周请假">
            <WeekLeaves entries={o.onLeave} today={o.today} />
          </Card>
        </Col>
      </Row>
      <Card title="请假日历">
        <LeaveCalendar month={month} onMonthChange={setMonth} entries={calendar.data ?? []} loading={calendar.isFetching} />
      </Card>
      <Access fn="manager">{reassigning && <ReassignDialog from={reassigning} notaries={o.notaries} onClose={() => setReassigning(null)} />}</Access>
    </Space>
  );
}
