import { EVIDENCE_STATUS_LABELS, type EvidenceProgress, type EvidenceRow } from '@notaria/contracts';
import { Progress, Tag, Tooltip, Typography } from 'antd';
import { STATUS_COLORS } from '../labels';

/** A record's status tag; while it is being captured, the live step and a progress bar under it. */
export function StatusCell({ row, live }: { row: Pick<EvidenceRow, 'status' | 'failureReason'>; live?: EvidenceProgress }) {
  // The pushed state is newer than the list's until the list is fetched again.
  const status = live && row.status === 'CAPTURING' ? live.status : row.status;
  const tag = <Tag color={STATUS_COLORS[status]}>{EVIDENCE_STATUS_LABELS[status]}</Tag>;
  if (status === 'FAILED') {
    const reason = live?.failureReason || row.failureReason;
    return reason ? <Tooltip title={`失败原因：${reason}`}>{tag}</Tooltip> : tag;
  }
  if (status !== 'CAPTURING') return tag;
  return (
    <div style={{ minWidth: 150 }}>
      {tag}
      <Progress percent={live?.percent ?? 0} size="small" status="active" aria-label="取证进度" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {live?.step || '等待取证开始…'}
      </Typography.Text>
    </div>
  );
}
