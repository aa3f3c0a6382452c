import type { CaseApprovalProgress, CaseDetail, CaseRow } from '@notaria/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { useSession } from '../../stores/session-store';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../test/fake-server';
import { ApprovalProgressCard } from './components/approval-progress';
import { CaseActionButtons } from './components/case-action-buttons';

afterEach(resetApp);

const progress = (currentStep: number): CaseApprovalProgress => ({
  requestId: 5,
  flowName: '公证业务审批',
  currentStep,
  stepCount: 2,
  stepName: ['部门负责人审核', '主任审批'][currentStep],
  lastStep: currentStep === 1,
  approverNames: [['赵敏'], ['王建国']][currentStep],
  steps: [
    { name: '部门负责人审核', approverLabel: '申请人部门负责人', state: currentStep === 0 ? 'CURRENT' : 'DONE' },
    { name: '主任审批', approverLabel: '审批人(主任)', state: currentStep === 0 ? 'WAITING' : 'CURRENT' },
  ],
});

const waiting = (currentStep: number): CaseRow => ({
  id: 1,
  businessNumber: 'SL202604010001',
  status: 'WAIT_APPROVE',
  itemNames: ['出生'],
  applicants: ['周晓梅'],
  handlerId: 7,
  handlerName: '李明',
  assistantId: null,
  approverId: null,
  createdAt: '2026-04-01T02:00:00.000Z',
  deadline: null,
  daysLeft: null,
  paused: false,
  abilities: ['approve', 'reject'],
  approval: progress(currentStep),
});

describe('公证业务审批 in steps', { timeout: 60_000 }, () => {
  it('agrees to a step that is not the last: says where the case goes next, sends PUT /business/approve and reports the next step', async () => {
    const done: string[] = [];
    setNotifier({ success: (m) => void done.push(m), error: () => {} });
    const calls = fakeServer((method, path) =>
      method === 'PUT' && path === '/business/approve'
        ? envelope({ ...waiting(1), abilities: [], items: [], timeline: [] } as unknown as CaseDetail, true, '已同意，转“主任审批”审批')
        : undefined,
    );
    useSession.setState({ id: 3 });
    renderPage(<CaseActionButtons target={waiting(0)} />, '/business/approve', ['business:approve:notarization']);
    fireEvent.click(screen.getByText(/^通\s*过$/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/审批同意/)).toBeTruthy();
    expect(within(dialog).getByText('公证业务审批 第 1/2 步 · 部门负责人审核。同意后转“主任审批”审批，公证书编号在最后一步通过时生成。')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '材料齐全' } });
    fireEvent.click(within(dialog).getByText(/^同\s*意$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/approve')).toEqual([{ id: 1, opinion: '材料齐全' }]));
    await waitFor(() => expect(done).toEqual(['已同意，转“主任审批”审批：SL202604010001']));
  });

  it('says the last step passes the case and allocates the numbers', async () => {
    useSession.setState({ id: 3 });
    renderPage(<CaseActionButtons target={waiting(1)} />, '/business/approve', ['business:approve:notarization']);
    fireEvent.click(screen.getByText(/^通\s*过$/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('公证业务审批 第 2/2 步 · 主任审批。这是最后一步：通过后业务审批通过，生成公证书编号。')).toBeTruthy();
    expect(within(dialog).getByText(/^审批通过$/, { selector: 'button span' })).toBeTruthy();
  });

  it('shows the progress: who agreed to the steps done, who decides the current one', () => {
    render(
      <ApprovalProgressCard
        detail={{
          approval: progress(1),
          dates: { submittedAt: '2026-04-01T03:00:00.000Z' } as CaseDetail['dates'],
          timeline: [
            {
              action: 'approveStep',
              fromStatus: 'WAIT_APPROVE',
              toStatus: 'WAIT_APPROVE',
              actorId: 1,
              actorName: '赵敏',
              note: '',
              at: '2026-04-01T04:00:00.000Z',
            },
          ],
        }}
      />,
    );
    const card = screen.getByTestId('approval-progress');
    expect(card.textContent).toContain('审批进度（公证业务审批）');
    expect(card.textContent).toContain('第 2/2 步 · 主任审批');
    expect(card.textContent).toContain('赵敏 已同意');
    expect(card.textContent).toContain('待 王建国 审批');
  });

  it('shows nothing for a case approved in one step', () => {
    const { container } = render(<ApprovalProgressCard detail={{ dates: { submittedAt: null } as unknown as CaseDetail['dates'], timeline: [] }} />);
    expect(container.textContent).toBe('');
  });
});
