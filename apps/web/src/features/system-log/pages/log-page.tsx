import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LOG_ACTIONS, LOG_MODULE_CHOICES, type OperateLogRow, type OperateLogVerify } from '@notaria/contracts';
import { AutoComplete, Button, DatePicker, Form, Modal, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { SearchForm, TextFilter, SelectFilter } from '../../../components/list/search-form';
import { fitColumns } from '../../../components/list/table-layout';
import { useListFilters } from '../../../components/list/use-paging';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { ExportButton } from '../../../components/list/export-button';
import { parseTime } from '../../../utils/time';
import { getLogPage, useLogPage, type LogFilters } from '../api/get-log-page';
import { useUserOptions } from '../../../components/pickers/user-picker';
import { useVerifyLog } from '../api/verify-log';
import { LogDetailDrawer } from '../components/log-detail-drawer';
import { VerifyResult } from '../components/verify-result';
import { LOG_EXPORT_COLUMNS } from '../export-logs';
import { actionLabel, moduleLabel, RESULT_LABELS } from '../labels';
import styles from '../components/log.module.css';

interface FilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  account?: string;
  module?: string;
  action?: string;
  result?: 'SUCCESS' | 'FAILURE';
  targetId?: string;
  requestId?: string;
}

const text = (v?: string) => v?.trim() || undefined;

export function toLogFilters(v: FilterValues): LogFilters {
  return {
    from: v.range?.[0]?.toISOString(),
    to: v.range?.[1]?.toISOString(),
    account: text(v.account),
    module: v.module || undefined,
    action: v.action || undefined,
    result: v.result || undefined,
    targetId: text(v.targetId),
    requestId: text(v.requestId),
  };
}

const toOptions = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

/** 操作日志: read-only, filterable, exportable; 校验完整性 recomputes the office's hash chain. */
export default function LogPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<LogFilters, FilterValues>(toLogFilters);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [verified, setVerified] = useState<OperateLogVerify | null>(null);
  const list = useLogPage({ current, size, ...filters });
  const users = useUserOptions({ silent: true });
  const verify = useVerifyLog();

  return (
    <ListCard
      title="操作日志"
      query={list}
      tools={
        <>
          <Tooltip title="按当前查询条件导出全部日志（Excel .xlsx）">
            <ExportButton
              noun="操作日志"
              columns={LOG_EXPORT_COLUMNS}
              fetchAll={(progress) => fetchAllPages((c, s) => getLogPage({ ...filters, current: c, size: s }), progress)}
            />
          </Tooltip>
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate(undefined, { onSuccess: setVerified })}
          >
            校验完整性
          </Button>
        </>
      }
    >
      <SearchForm name="logSearch" onSearch={search} data-testid="log-filters">
        <Form.Item name="range" label="时间">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} placeholder={['开始时间', '结束时间']} />
        </Form.Item>
        <Form.Item name="account" label="操作人">
          <AutoComplete
            aria-label="操作人"
            placeholder="账号"
            allowClear
            style={{ width: 160 }}
            options={(users.data ?? []).map((u) => ({ value: u.account, label: `${u.name}（${u.account}）` }))}
            showSearch={{
              filterOption: (input, o) =>
                String(o?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
          />
        </Form.Item>
        <SelectFilter name="module" label="模块" width={130} aria-label="模块" options={LOG_MODULE_CHOICES} />
        <SelectFilter name="action" label="操作" width={140} aria-label="操作" showSearch={{ optionFilterProp: 'label' }} options={toOptions(LOG_ACTIONS)} />
        <SelectFilter name="result" label="结果" width={100} aria-label="结果" options={toOptions(RESULT_LABELS)} />
        <TextFilter name="targetId" label="对象编号" aria-label="对象编号" width={120} />
        <TextFilter name="requestId" label="请求编号" aria-label="请求编号" width={200} />
      </SearchForm>
      <ListTable<OperateLogRow>
        query={list}
        empty={filtered ? '没有符合条件的日志，请调整查询条件' : '还没有操作日志；新增、修改、删除等操作会自动记录在这里'}
        pagination={pagination}
        onRow={(r) => ({ onDoubleClick: () => setDetailId(r.id) })}
        {...fitColumns<OperateLogRow>([
          { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => parseTime(new Date(v)) },
          {
            title: '操作人',
            dataIndex: 'userName',
            width: 150,
            render: (v: string, r) => (
              <>
                {v || '—'}
                {r.account && <Typography.Text type="secondary"> {r.account}</Typography.Text>}
              </>
            ),
          },
          { title: '模块', dataIndex: 'module', width: 100, render: moduleLabel },
          { title: '操作', dataIndex: 'action', width: 110, render: actionLabel },
          { title: '对象', dataIndex: 'targetId', width: 80, render: (v: string) => v || '—' },
          {
            title: '结果',
            dataIndex: 'result',
            width: 80,
            render: (v: string, r) =>
              v === 'SUCCESS' ? (
                <Tag color="green">成功</Tag>
              ) : (
                <Tooltip title={r.message}>
                  <Tag color="red">失败</Tag>
                </Tooltip>
              ),
          },
          { title: '变更', dataIndex: 'changeCount', width: 70, align: 'right', render: (v: number) => (v ? `${v} 项` : '—') },
          { title: '耗时', dataIndex: 'durationMs', width: 80, align: 'right', render: (v: number) => `${v} ms` },
          { title: 'IP', dataIndex: 'ip', width: 120, ellipsis: true },
          { title: '请求编号', dataIndex: 'requestId', minWidth: 160, ellipsis: true, render: (v: string) => <span className={styles.mono}>{v}</span> },
          {
            title: '操作',
            width: 70,
            fixed: 'right',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setDetailId(r.id)}>
                详情
              </Button>
            ),
          },
        ])}
      />
      <LogDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <Modal
        title="日志完整性校验"
        open={verified !== null}
        onCancel={() => setVerified(null)}
        footer={<Button onClick={() => setVerified(null)}>关闭</Button>}
        width={560}
      >
        {verified && (
          <VerifyResult
            result={verified}
            onShowEntry={(id) => {
              setVerified(null);
              setDetailId(id);
            }}
          />
        )}
      </Modal>
    </ListCard>
  );
}
