import { describe, expect, it } from 'vitest';
import { CASE_ACTIONS, CASE_STATUSES, type CaseAction, type CaseStatus } from '@notaria/contracts';
import { DEMO_ROLES } from '../../db/seed-data.ts';
import { decide, type Asker } from './business.workflow.ts';

const perms = (code: string) => DEMO_ROLES.find((r) => r.code === code)!.permissions;
/** The demo roles, as the handling notary of the case or not. */
const ASKERS: Record<string, Asker> = {
  handler: { isHandler: true, permissions: perms('notary') },
  otherNotary: { isHandler: false, permissions: perms('notary') },
  assistant: { isHandler: false, permissions: perms('assistant') },
  approver: { isHandler: false, permissions: perms('director') },
  approverAsHandler: { isHandler: true, permissions: [...perms('director'), ...perms('notary')] },
  archivist: { isHandler: false, permissions: perms('archivist') },
  finance: { isHandler: false, permissions: perms('finance') },
};

/** Every allowed (status, action, asker) and where it leads; everything else is refused. */
const ALLOWED: [CaseStatus, CaseAction, string, CaseStatus][] = [
  ['NEW', 'accept', 'handler', 'ACCEPTED'],
  ['NEW', 'accept', 'approverAsHandler', 'ACCEPTED'],
  ['ACCEPTED', 'submitReview', 'handler', 'WAIT_APPROVE'],
  ['ACCEPTED', 'submitReview', 'approverAsHandler', 'WAIT_APPROVE'],
  ['APPROVE_REJECT', 'submitReview', 'handler', 'WAIT_APPROVE'],
  ['APPROVE_REJECT', 'submitReview', 'approverAsHandler', 'WAIT_APPROVE'],
  ['WAIT_APPROVE', 'approve', 'approver', 'APPROVE_PASS'],
  ['WAIT_APPROVE', 'reject', 'approver', 'APPROVE_REJECT'],
  ['APPROVE_PASS', 'issue', 'handler', 'CERTIFIED'],
  ['APPROVE_PASS', 'issue', 'approverAsHandler', 'CERTIFIED'],
  ['CERTIFIED', 'send', 'handler', 'WAIT_ARCHIVES'],
  ['CERTIFIED', 'send', 'approverAsHandler', 'WAIT_ARCHIVES'],
  ['WAIT_ARCHIVES', 'archive', 'handler', 'ARCHIVED'],
  ['WAIT_ARCHIVES', 'archive', 'otherNotary', 'ARCHIVED'],
  ['WAIT_ARCHIVES', 'archive', 'archivist', 'ARCHIVED'],
  ['WAIT_ARCHIVES', 'archive', 'approverAsHandler', 'ARCHIVED'],
  ...(['NEW', 'ACCEPTED', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'] as CaseStatus[]).flatMap(
    (s) =>
      [
        [s, 'specialFlowLaunch', 'handler', 'SPECIAL_PENDING'],
        [s, 'specialFlowLaunch', 'approverAsHandler', 'SPECIAL_PENDING'],
      ] as [CaseStatus, CaseAction, string, CaseStatus][],
  ),
  ['SPECIAL_PENDING', 'approveSpecial', 'approver', 'SUSPENDED'],
  ['SPECIAL_PENDING', 'rejectSpecial', 'approver', 'APPROVE_PASS'],
  ['SUSPENDED', 'closeSuspended', 'handler', 'WAIT_ARCHIVES'],
  ['SUSPENDED', 'closeSuspended', 'approverAsHandler', 'WAIT_ARCHIVES'],
];

/** With every item of the case 免审批, submitting leads straight to APPROVE_PASS; nothing else changes. */
const ALLOWED_EXEMPT = ALLOWED.map(([s, a, w, to]): [CaseStatus, CaseAction, string, CaseStatus] => [s, a, w, a === 'submitReview' ? 'APPROVE_PASS' : to]);

describe('case transition table', () => {
  const cases = CASE_STATUSES.flatMap((s) => CASE_ACTIONS.flatMap((a) => Object.keys(ASKERS).map((who) => [s, a, who] as const)));

  for (const [label, approvalExempt, table] of [
    ['approval required', false, ALLOWED],
    ['免审批', true, ALLOWED_EXEMPT],
  ] as const) {
    it(`covers every status × action × asker, ${label} (${cases.length} combinations)`, () => {
      const allowed = new Map(table.map(([s, a, w, to]) => [`${s} ${a} ${w}`, to]));
      for (const [s, a, who] of cases) {
        const d = decide(s, a, ASKERS[who], { statusBeforeSpecial: 'APPROVE_PASS', approvalExempt });
        const want = allowed.get(`${s} ${a} ${who}`);
        expect({ s, a, who, result: d.ok ? d.to : 'refused', exempt: d.ok && d.exempt === true }).toEqual({
          s,
          a,
          who,
          result: want ?? 'refused',
          exempt: approvalExempt && a === 'submitReview' && want !== undefined,
        });
      }
    });
  }

  it('refuses a 免审批 submission exactly as an ordinary one', () => {
    expect(decide('NEW', 'submitReview', ASKERS.handler, { approvalExempt: true })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: '业务当前为“新业务”，不能执行此操作',
    });
    expect(decide('ACCEPTED', 'submitReview', ASKERS.otherNotary, { approvalExempt: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: '只有承办公证员可以执行此操作',
    });
    expect(decide('ACCEPTED', 'submitReview', ASKERS.assistant, { approvalExempt: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: '您没有执行此操作的权限',
    });
    expect(decide('ACCEPTED', 'submitReview', ASKERS.handler, { approvalExempt: true })).toEqual({ ok: true, to: 'APPROVE_PASS', exempt: true });
  });

  it('never lets the handling notary approve, even holding the approval permission', () => {
    expect(decide('WAIT_APPROVE', 'approve', ASKERS.approverAsHandler)).toEqual({ ok: false, code: 'FORBIDDEN', message: '承办公证员不能审批自己承办的业务' });
    expect(decide('SPECIAL_PENDING', 'approveSpecial', ASKERS.approverAsHandler).ok).toBe(false);
  });

  it('explains refusals', () => {
    expect(decide('NEW', 'submitReview', ASKERS.handler)).toEqual({ ok: false, code: 'CONFLICT', message: '业务当前为“新业务”，不能执行此操作' });
    expect(decide('NEW', 'accept', ASKERS.otherNotary)).toEqual({ ok: false, code: 'FORBIDDEN', message: '只有承办公证员可以执行此操作' });
    expect(decide('WAIT_APPROVE', 'approve', ASKERS.assistant)).toEqual({ ok: false, code: 'FORBIDDEN', message: '您没有执行此操作的权限' });
  });

  it('sends a refused special flow back to where it was launched', () => {
    expect(decide('SPECIAL_PENDING', 'rejectSpecial', ASKERS.approver, { statusBeforeSpecial: 'ACCEPTED' })).toEqual({ ok: true, to: 'ACCEPTED' });
  });
});
