import { Alert, Descriptions, Drawer, Tag, Typography } from 'antd';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { parseTime } from '../../../utils/time';
import { useLogDetail } from '../api/get-log-detail';
import { actionLabel, moduleLabel, resultLabel } from '../labels';
import { DiffTable } from './diff-table';
import styles from './log.module.css';

/** One log entry: who, where, what, the outcome and the field-level changes. */
export function LogDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: d, isPending, isError } = useLogDetail(id);
  return (
    <Drawer title={id ? `操作日志详情 #${id}` : '操作日志详情'} open={id !== null} onClose={onClose} size={760} destroyOnHidden>
      {isError ? (
        <Alert type="error" showIcon title="无法读取该条日志" />
      ) : isPending || !d ? (
        <LoadingSkeleton />
      ) : (
        <>
          <div data-testid="log-detail">
            <Descriptions column={2} size="small" bordered style={{ marginBottom: 20 }} styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}>
              <Descriptions.Item label="操作人">
                {d.userName || '—'}
                {d.account && <Typography.Text type="secondary">（{d.account}）</Typography.Text>}
              </Descriptions.Item>
              <Descriptions.Item label="时间">{parseTime(new Date(d.at))}</Descriptions.Item>
              <Descriptions.Item label="模块">{moduleLabel(d.module)}</Descriptions.Item>
              <Descriptions.Item label="操作">{actionLabel(d.action)}</Descriptions.Item>
              <Descriptions.Item label="对象编号">{d.targetId || '—'}</Descriptions.Item>
              <Descriptions.Item label="结果">
                <Tag color={d.result === 'SUCCESS' ? 'green' : 'red'}>{resultLabel(d.result)}</Tag>
                {d.errorCode && <Typography.Text type="secondary">{d.errorCode}</Typography.Text>}
              </Descriptions.Item>
              <Descriptions.Item label="耗时">{d.durationMs} 毫秒</Descriptions.Item>
              <Descriptions.Item label="IP">{d.ip || '—'}</Descriptions.Item>
              <Descriptions.Item label="消息" span={2}>
                {d.message || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="请求" span={2}>
                <span className={styles.mono}>
                  {d.method} {d.path}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label="请求编号" span={2}>
                <Typography.Text copyable className={styles.mono}>
                  {d.requestId}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="客户端" span={2}>
                <span className={styles.mono}>{d.userAgent || '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label="哈希" span={2}>
                <span className={styles.mono}>{d.hash}</span>
              </Descriptions.Item>
              <Descriptions.Item label="前一条哈希" span={2}>
                <span className={styles.mono}>{d.prevHash}</span>
              </Descriptions.Item>
            </Descriptions>
          </div>
          <Typography.Title level={5}>字段变更（{d.diff.length}）</Typography.Title>
          <DiffTable module={d.module} diff={d.diff} />
        </>
      )}
    </Drawer>
  );
}
