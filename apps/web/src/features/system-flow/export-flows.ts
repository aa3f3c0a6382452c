import type { FlowRow, FlowStep } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

const stepText = (s: FlowStep, i: number) => {
  const approver = s.approverType === 'DEPT_HEAD' ? '部门负责人' : s.approverName;
  return `${i + 1} ${s.name}${approver && approver !== s.name ? `(${approver})` : ''}`;
};

/** The steps in order, e.g. "1 部门负责人 → 2 审批人(主任)". */
export const flowStepsText = (f: FlowRow) =>
  [...f.steps]
    .sort((a, b) => a.sort - b.sort)
    .map(stepText)
    .join(' → ');

/** The columns of the flow list's .xlsx export. */
export const FLOW_EXPORT_COLUMNS: ExportColumn<FlowRow>[] = [
  { title: '名称', value: (f) => f.name, width: 18 },
  { title: '编码', value: (f) => f.code, width: 18 },
  { title: '步骤', value: flowStepsText, width: 48 },
  { title: '状态', value: (f) => (f.enabled ? '启用' : '停用'), width: 8 },
  { title: '创建时间', value: (f) => parseTime(f.createdAt) ?? '', width: 20 },
];
