import type { CaseRow } from '@notaria/contracts';
import { Alert, Space, Typography } from 'antd';
import { useCase } from '../api/cases';
import { pendingTransfer } from '../case-actions';
import { CaseList } from './case-list';
import { TransferDecisionButtons, TransferStatusTag } from './transfers-card';

/** The case's latest transfer request: who to whom and where it stands. */
function TransferCell({ id }: { id: number }) {
  const { data } = useCase(id);
  if (!data) return <Typography.Text type="secondary">…</Typography.Text>;
  const t = pendingTransfer(data.transfers) ?? data.transfers.at(-1);
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

function TransferRowActions({ id }: { id: number }) {
  const { data } = useCase(id);
  return data ? <TransferDecisionButtons detail={data} size="small" /> : null;
}

/** 转办审批: cases with their transfer requests; a pending one is approved or refused here. */
export function TransferApprovalList() {
  return (
    <CaseList
      title="转办审批"
      path="/business/approve"
      exportName="转办审批"
      offered={[]}
      notice={<Alert type="info" showIcon style={{ marginBottom: 12 }} title="承办公证员申请转办后，您会收到通知；按业务编号或承办人查找该业务，在此批准或不批准。" />}
      extraColumns={[{ title: '转办申请', key: 'transfer', width: 200, render: (_: unknown, r: CaseRow) => <TransferCell id={r.id} /> }]}
      rowActions={(r) => <TransferRowActions id={r.id} />}
    />
  );
}
