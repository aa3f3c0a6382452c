import type { CaseApprovalProgress, CaseDetail } from '@notaria/contracts';
import { Card, Steps, Typography } from 'antd';

const STEP_STATUS = { DONE: 'finish', CURRENT: 'process', WAITING: 'wait' } as const;

/** Where a case stands in a multi-step approval: "第 1/2 步 · 部门负责人审核". */
export const approvalStepText = (a: CaseApprovalProgress) => `第 ${a.currentStep + 1}/${a.stepCount} 步 · ${a.stepName}`;

/** The decisions already taken on the case's running approval, from its timeline (newest last). */
function decidedSteps(detail: Pick<CaseDetail, 'timeline' | 'dates'>) {
  const since = detail.dates.submittedAt ?? '';
  return detail.timeline.filter((e) => e.action === 'approveStep' && e.at >= since);
}

/**
 * 审批进度: the steps of the office's 公证业务审批 flow for a case waiting in it — which are done (by whom), which
 * one waits (on whom), which come next. Nothing for a case approved in one step.
 */
export function ApprovalProgressCard({ detail }: { detail: Pick<CaseDetail, 'approval' | 'timeline' | 'dates'> }) {
  const a = detail.approval;
  if (!a) return null;
  const decided = decidedSteps(detail);
  return (
    <Card
      size="small"
      title={`审批进度（${a.flowName}）`}
      data-testid="approval-progress"
      extra={<Typography.Text type="secondary">{approvalStepText(a)}</Typography.Text>}
    >
      <Steps
        size="small"
        current={a.currentStep}
        items={a.steps.map((s, i) => {
          const done = decided[i];
          const who = s.state === 'CURRENT' ? `待 ${a.approverNames.join('、') || s.approverLabel} 审批` : done ? `${done.actorName} 已同意` : s.approverLabel;
          return {
            title: s.name,
            status: STEP_STATUS[s.state],
            description: (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {who}
              </Typography.Text>
            ),
          };
        })}
      />
    </Card>
  );
}
