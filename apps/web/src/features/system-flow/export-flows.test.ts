import type { FlowRow } from '@notaria/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { pagedServer, paramsOf } from '../../test/fake-server';
import { getAllFlows } from './api/get-flow-page';
import { FLOW_EXPORT_COLUMNS } from './export-flows';

const flow = (id: number, over: Partial<FlowRow> = {}): FlowRow => ({
  id,
  name: `流程${id}`,
  code: `flow${id}`,
  category: 'BUSINESS',
  description: '',
  enabled: true,
  steps: [],
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  ...over,
});

describe('flow export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the Chinese header and the steps in order with their approvers', () => {
    const steps = [
      { id: 2, sort: 2, name: '审批人', approverType: 'ROLE', approverId: 7, approverName: '主任' },
      { id: 1, sort: 1, name: '部门负责人', approverType: 'DEPT_HEAD', approverId: null, approverName: '' },
    ];
    const [header, row] = buildSheet([flow(1, { steps, enabled: false })], FLOW_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['名称', '编码', '步骤', '状态', '创建时间']);
    expect(row.slice(0, 4)).toEqual(['流程1', 'flow1', '1 部门负责人 → 2 审批人(主任)', '停用']);
    expect(row[4]).toMatch(/^2026-04-01 \d\d:00:00$/);
  });

  it('fetches every page of the filtered list by 500', async () => {
    const calls = pagedServer('/flow/page', 501, flow);
    expect(await getAllFlows({ category: 'OA' })).toHaveLength(501);
    expect(paramsOf(calls, 'GET', '/flow/page')).toEqual([1, 2].map((c) => ({ category: 'OA', current: String(c), size: '500' })));
  });
});
