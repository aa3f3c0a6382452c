import { TRANSFER_STATUSES, type CaseDetail } from '@notaria/contracts';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../stores/session-store';
import { parseTime } from '../../../utils/time';
import { mayDecideTransfer, pendingTransfer } from '../case-actions';
import { TransferDecisionDialog, type TransferDecision } from './transfer-decision-dialog';

type Transfer = CaseDetail['transfers'][number];
const time = (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : '—');
const STATUS_COLOR: Record<string, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

export function TransferStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{TRANSFER_STATUSES[status as keyof typeof TRANSFER_STATUSES] ?? status}</Tag>;
}

/** 批准转办 / 不批准转办 buttons for whoever may decide the case's pending request, with their dialog. */
type TransferFacts = Pick<CaseDetail, 'id' | 'businessNumber' | 'status' | 'handlerId' | 'transfers'>;

export function TransferDecisionButtons({
  detail,
  size = 'middle',
  onDone,
}: {
  detail: TransferFacts;
  size?: 'small' | 'middle';
  onDone?(d: CaseDetail): void;
}) {
  const routes = useSession((s) => s.routes);
  const userId = useSession((s) => s.id ?? s.user?.id ?? null);
  const [decision, setDecision] = useState<TransferDecision | null>(null);
  const pending = pendingTransfer(detail.transfers);
  if (!pending || !mayDecideTransfer(detail, routes, userId)) return null;
  const link = size === 'small';
  return (
    <Space size={link ? 0 : 8}>
      <Button type={link ? 'link' : 'primary'} size={size} onClick={() => setDecision('approve')}>
        批准转办
      </Button>
      <Button type={link ? 'link' : 'default'} danger size={size} onClick={() => setDecision('reject')}>
        不批准转办
      </Button>
      {decision && (
        <TransferDecisionDialog
          decision={decision}
          businessNumber={detail.businessNumber}
          caseId={detail.id}
          transfer={pending}
          onClose={() => setDecision(null)}
          onDone={onDone}
        />
      )}
    </Space>
  );
}

/** 转办记录: every request on the case; a pending one on top, with the decision for those who may take it. */
export function TransfersCard({ detail, readOnly = false }: { detail: CaseDetail; readOnly?: boolean }) {
  if (detail.transfers.length === 0) return null;
  const pending = pendingTransfer(detail.transfers);
  return (
    <Card size="small" title="转办记录" data-testid="case-transfers">
      {pending && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`转办申请待审批：${pending.fromName} → ${pending.toName}`}
          description={`原因：${pending.reason}`}
          action={readOnly ? undefined : <TransferDecisionButtons detail={detail} />}
        />
      )}
      <Table<Transfer>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.transfers}
        columns={[
          { title: '申请时间', dataIndex: 'requestedAt', width: 140, render: time },
          { title: '转办', key: 'who', width: 160, render: (_, t) => `${t.fromName} → ${t.toName}` },
          { title: '原因', dataIndex: 'reason' },
          { title: '状态', dataIndex: 'status', width: 90, render: (v: string) => <TransferStatusTag status={v} /> },
          { title: '审批意见', dataIndex: 'opinion', render: (v: string) => v || '—' },
          { title: '审批时间', dataIndex: 'decidedAt', width: 140, render: time },
        ]}
      />
    </Card>
  );
}
