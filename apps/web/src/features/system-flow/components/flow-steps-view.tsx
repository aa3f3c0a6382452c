import { APPROVER_TYPES, type ApproverType } from '@notaria/contracts';
import { Empty, Steps } from 'antd';

export interface StepPicture {
  name: string;
  approverType: string;
  approverName: string;
}

export const approverText = (s: StepPicture) => {
  if (s.approverType === 'DEPT_HEAD') return APPROVER_TYPES.DEPT_HEAD;
  const type = APPROVER_TYPES[s.approverType as ApproverType] ?? s.approverType;
  return `${type}：${s.approverName || '未选择'}`;
};

/** The flow as a picture: 提交申请 → each step with its approver → 审批完成. */
export function FlowStepsView({ steps, vertical = false }: { steps: StepPicture[]; vertical?: boolean }) {
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有审批步骤" />;
  return (
    <Steps
      data-testid="flow-steps"
      size="small"
      orientation={vertical ? 'vertical' : 'horizontal'}
      items={[
        { title: '提交申请', description: '申请人', status: 'finish' },
        ...steps.map((s, i) => ({ title: s.name || `第 ${i + 1} 步`, description: approverText(s), status: 'process' as const })),
        { title: '审批完成', status: 'wait' as const },
      ]}
    />
  );
}
