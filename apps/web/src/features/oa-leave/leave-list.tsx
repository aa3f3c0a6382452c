import { PlusOutlined } from '@ant-design/icons';
import { leaveSpanText, type LeaveRow } from '@notaria/contracts';
import { Button, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kindLabel } from '../../components/leave-calendar/leave-calendar';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages } from '../../lib/export-xlsx';
import { notify } from '../../lib/notify';
import { downloadStoredFile, isStoredFile } from '../../lib/stored-files';
import { getMyLeaves, useMyLeaves, useWithdrawLeave, type LeaveFilters } from './api';
import { EXPORT_COLUMNS, KIND_OPTIONS, LeaveStatusTag, STATUS_OPTIONS, time } from './labels';

/** 撤回 behind a confirmation whose OK spins until the request is withdrawn. */
function WithdrawAction({ onConfirm }: { onConfirm(): Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      void notify.success('已撤回');
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setPending(false);
    }
  };
  return (
    <Popconfirm
      title="撤回这条请假申请？"
      description="撤回后审批结束，可重新申请。"
      okText="撤回"
      okButtonProps={{ danger: true, loading: pending }}
      cancelText="取消"
      onConfirm={confirm}
    >
      <Button type="link" size="small" danger>
        撤回
      </Button>
    </Popconfirm>
  );
}

const toFilters = (v: LeaveFilters): LeaveFilters => ({ kind: v.kind || undefined, status: v.status || undefined });

/** 我的请假: the user's leave requests with their status, 撤回 before the first decision, and the export. */
export function LeaveList({ onApply }: { onApply(): void }) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<LeaveFilters>(toFilters, '条');
  const list = useMyLeaves({ current, size, ...filters });
  const withdraw = useWithdrawLeave();
  const navigate = useNavigate();
  return (
    <ListCard
      title="我的请假"
      query={list}
      tools={
        <>
          <ExportButton<LeaveRow>
            noun="我的请假"
            columns={EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getMyLeaves({ ...filters, current: c, size: s }), progress)}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={onApply}>
            申请请假
          </Button>
        </>
      }
    >
      <SearchForm<LeaveFilters> name="leave-mine" onSearch={search}>
        <SelectFilter name="kind" label="请假类型" aria-label="请假类型" width={130} options={KIND_OPTIONS} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={120} options={STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<LeaveRow>
        query={list}
        pagination={pagination}
        empty={filtered ? '没有符合条件的请假申请，请调整查询条件' : '您还没有请过假，点击“申请请假”提交'}
        scroll={{ x: 1220 }}
        columns={[
          { title: '请假类型', dataIndex: 'kind', width: 96, render: (k: string) => kindLabel(k) },
          { title: '请假时间', key: 'span', width: 300, render: (_, r) => leaveSpanText(r) },
          { title: '天数', dataIndex: 'days', width: 72, align: 'right', render: (d: number) => `${d} 天` },
          { title: '请假事由', dataIndex: 'reason', ellipsis: true },
          {
            title: '工作交接人',
            key: 'handover',
            width: 150,
            render: (_, r) =>
              r.handoverName ? (
                <span>
                  {r.handoverName}
                  {r.status === 'APPROVED' && <Typography.Text type="secondary">（已转交 {r.handedOverCases} 件）</Typography.Text>}
                </span>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: '附件',
            key: 'attachment',
            width: 120,
            ellipsis: true,
            render: (_, r) =>
              r.attachmentUrl && isStoredFile(r.attachmentUrl) ? (
                <Typography.Link onClick={() => void downloadStoredFile(r.attachmentUrl, r.attachmentName || '附件')} title={r.attachmentName}>
                  {r.attachmentName || '下载'}
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <LeaveStatusTag status={s} /> },
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (v: string) => time(v) },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                {r.approvalId !== null && <LinkAction onClick={() => navigate(`/oa/approve?id=${r.approvalId}`)}>审批进度</LinkAction>}
                {r.canWithdraw && <WithdrawAction onConfirm={() => withdraw.mutateAsync(r.approvalId!)} />}
              </RowActions>
            ),
          },
        ]}
      />
    </ListCard>
  );
}
