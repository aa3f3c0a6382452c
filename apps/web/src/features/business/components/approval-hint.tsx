import type { CaseDetail } from '@notaria/contracts';
import { Alert, Button } from 'antd';
import { useSession } from '../../../stores/session-store';
import { canOpenLink, roleForLink } from '../../../lib/notice-link';
import { useOpenLink } from '../../../lib/use-open-link';
import { approvalStepText } from './approval-progress';

const WAITING: Record<string, string> = { WAIT_APPROVE: '该业务待审批', SPECIAL_PENDING: '该业务的特殊流程待审批' };

/**
 * Outside the 审批 page, a case waiting for approval says where it is approved: a link to 审批, or,
 * when only another role of the user approves (the director working as 公证员), the switch to it.
 */
export function ApprovalHint({ detail }: { detail: Pick<CaseDetail, 'id' | 'status' | 'handlerId' | 'approval'> }) {
  const userId = useSession((s) => s.id ?? s.user?.id ?? null);
  useSession((s) => s.routes); // re-rendered when the active role changes
  const openLink = useOpenLink();
  // In the office's approval flow, the step it waits at and who decides it.
  const step = detail.approval ? `（${approvalStepText(detail.approval)}，待 ${detail.approval.approverNames.join('、')} 审批）` : '';
  const waiting = WAITING[detail.status] && `${WAITING[detail.status]}${step}`;
  if (!waiting || detail.handlerId === userId || window.location.pathname === '/business/approve') return null;
  const link = `/business/approve?id=${detail.id}`;
  const role = canOpenLink(link) ? null : roleForLink(link);
  if (!role && !canOpenLink(link)) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="approval-hint"
      title={role ? `${waiting}。审批需要切换到「${role.name}」角色。` : `${waiting}，请在「审批」页办理。`}
      action={
        <Button type="primary" size="small" onClick={() => openLink(link)}>
          {role ? `切换到「${role.name}」审批` : '去审批'}
        </Button>
      }
    />
  );
}
