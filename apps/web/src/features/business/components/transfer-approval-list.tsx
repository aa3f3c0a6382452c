import type { CaseRow } from '@notaria/contracts';
import { Alert, Space, Typography } from 'antd';
import { CaseList } from './case-list';
import { TransferDecisionButtons, TransferStatusTag } from './transfers-card';

const PENDING_ONLY = { transferPending: true };

/** Who asks to hand the case to whom; the list holds only cases with a pending request. */
function TransferCell({ row }: { row: CaseRow }) {
  const t = row.pendingTransfer;
  if (!t) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} data-testid="row-transfer">
      <TransferStatusTag status={t.status} />
      <span>
        {t.fromName} → {t.toName}
      </span>
    </Space>
  );
}

/** 转办审批: the cases whose handler asked for a transfer; each request is approved or refused here. */
export function TransferApprovalList() {
  return (
    <CaseList
      title="转办审批"
      path="/business/approve"
      exportName="转办审批"
      offered={[]}
      fixed={PENDING_ONLY}
      notice={<Alert type="info" showIcon style={{ marginBottom: 12 }} title="承办公证员申请转办后，业务出现在此列表，批准或不批准后移出。" />}
      extraColumns={[{ title: '转办申请', key: 'transfer', width: 200, render: (_: unknown, r: CaseRow) => <TransferCell row={r} /> }]}
      rowActions={(r) => (r.pendingTransfer ? <TransferDecisionButtons detail={{ ...r, transfers: [r.pendingTransfer] }} size="small" /> : null)}
    />
  );
}
