import { SPECIAL_KINDS, type CaseDetail } from '@notaria/contracts';
import { Alert, Descriptions } from 'antd';
import { parseTime } from '../../../utils/time';

export const specialKindName = (kind: string) => SPECIAL_KINDS[kind as keyof typeof SPECIAL_KINDS] ?? kind;

/** A case ended through an approved special flow (终止公证 / 不予办理 / 撤回申请); it stays so after 归档. */
export const isTerminated = (detail: CaseDetail) => !!detail.dates.suspendedAt;

/** What ended the case, why, and who approved it when. */
export function TerminationSummary({ detail }: { detail: CaseDetail }) {
  if (!isTerminated(detail)) return null;
  const approval = detail.timeline.findLast((e) => e.action === 'approveSpecial');
  const at = detail.dates.suspendedAt ?? approval?.at ?? null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="case-termination"
      title={`业务已终止：${detail.specialKind ? specialKindName(detail.specialKind) : '特殊流程'}`}
      description={
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'reason', label: '原因', span: 3, children: detail.specialReason || '—' },
            { key: 'approver', label: '审批人', children: approval?.actorName || '—' },
            { key: 'at', label: '审批时间', children: at ? parseTime(at, '{y}-{m}-{d} {h}:{i}') : '—' },
            ...(detail.approvalOpinion ? [{ key: 'opinion', label: '审批意见', children: detail.approvalOpinion }] : []),
          ]}
        />
      }
    />
  );
}
