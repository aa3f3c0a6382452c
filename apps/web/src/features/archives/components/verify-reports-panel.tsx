import type { ArchiveVerifyReport } from '@notaria/contracts';
import { Alert, Descriptions, List, Space, Tag, Typography } from 'antd';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { usePaging } from '../../../components/list/use-paging';
import { parseTime } from '../../../utils/time';
import { useVerifyReports } from '../api/room';

const TRIGGER_LABELS: Record<ArchiveVerifyReport['trigger'], string> = { SCHEDULED: '定期全量', MANUAL: '手动' };
const time = (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '进行中';

function Failures({ report }: { report: ArchiveVerifyReport }) {
  if (!report.failures.length) return <Typography.Text type="success">全部案卷校验通过</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={report.failures}
      renderItem={(f) => (
        <List.Item>
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{f.archiveNo}</Typography.Text>
            {f.problems.map((p) => (
              <Typography.Text key={p} type="danger">
                {p}
              </Typography.Text>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}

function LatestReport({ report }: { report: ArchiveVerifyReport | undefined }) {
  if (!report) return <Alert type="info" showIcon title="还没有校验报告：系统每天对全部案卷做一次定期校验，完成后在此显示。" />;
  const ok = report.failedVolumes === 0;
  return (
    <Alert
      type={!report.finishedAt ? 'info' : ok ? 'success' : 'error'}
      showIcon
      title={
        !report.finishedAt
          ? `校验进行中（${time(report.startedAt)} 开始）`
          : ok
            ? `最近一次校验通过：${report.volumes} 卷、${report.files} 个文件`
            : `最近一次校验发现 ${report.failedVolumes} 卷有问题`
      }
      description={
        <>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'trigger', label: '方式', children: TRIGGER_LABELS[report.trigger] },
              { key: 'start', label: '开始', children: time(report.startedAt) },
              { key: 'end', label: '完成', children: time(report.finishedAt) },
              { key: 'count', label: '案卷 / 文件', children: `${report.volumes} / ${report.files}` },
            ]}
          />
          {!ok && <Failures report={report} />}
        </>
      }
    />
  );
}

/** 校验报告: the latest run of the daily check over every volume, and the history with each failing file named. */
export function VerifyReportsPanel() {
  const { current, size, pagination } = usePaging('份');
  const list = useVerifyReports({ current, size });
  const latest = current === 1 ? list.data?.list[0] : undefined;
  return (
    <ListCard title="校验报告" query={list}>
      {current === 1 && !list.isPending && (
        <div style={{ marginBottom: 16 }} data-testid="latest-verify-report">
          <LatestReport report={latest} />
        </div>
      )}
      <ListTable<ArchiveVerifyReport>
        query={list}
        pagination={pagination}
        empty="还没有校验报告"
        expandable={{ expandedRowRender: (r) => <Failures report={r} />, rowExpandable: (r) => r.finishedAt !== null }}
        columns={[
          { title: '开始时间', dataIndex: 'startedAt', width: 160, render: (v: string) => time(v) },
          { title: '方式', dataIndex: 'trigger', width: 100, render: (v: ArchiveVerifyReport['trigger']) => TRIGGER_LABELS[v] },
          { title: '案卷', dataIndex: 'volumes', width: 80, align: 'right' },
          { title: '文件', dataIndex: 'files', width: 80, align: 'right' },
          {
            title: '结果',
            dataIndex: 'failedVolumes',
            render: (n: number, r) =>
              !r.finishedAt ? <Tag color="processing">进行中</Tag> : n ? <Tag color="error">{n} 卷不符</Tag> : <Tag color="success">全部通过</Tag>,
          },
          { title: '完成时间', dataIndex: 'finishedAt', width: 160, render: (v: string | null) => time(v) },
        ]}
      />
    </ListCard>
  );
}
