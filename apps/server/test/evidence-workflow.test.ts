import { EVIDENCE_STATUSES } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { decide, EVIDENCE_ACTIONS, EVIDENCE_TRANSITIONS } from '../src/modules/evidence/evidence.workflow.ts';

/** The table as the design states it: every allowed move, and nothing else. */
const ALLOWED: [string, string, string][] = [
  ['CAPTURING', 'captured', 'PENDING_CONFIRM'],
  ['CAPTURING', 'fail', 'FAILED'],
  ['FAILED', 'retry', 'CAPTURING'],
  ['PENDING_CONFIRM', 'confirm', 'SEALED'],
  ['PENDING_CONFIRM', 'discard', 'DISCARDED'],
  ['FAILED', 'discard', 'DISCARDED'],
  ['SEALED', 'timestamp', 'TIMESTAMPED'],
  ['SEALED', 'expire', 'EXPIRED'],
  ['TIMESTAMPED', 'expire', 'EXPIRED'],
];

describe('the evidence transition table', () => {
  it('allows exactly the listed moves and refuses every other status × action pair in Chinese', () => {
    let refused = 0;
    for (const status of EVIDENCE_STATUSES) {
      for (const action of EVIDENCE_ACTIONS) {
        const expected = ALLOWED.find(([s, a]) => s === status && a === action);
        const d = decide(status, action);
        if (expected) expect(d).toEqual({ ok: true, to: expected[2] });
        else {
          refused++;
          expect(d.ok).toBe(false);
          if (!d.ok) expect(d.message).toMatch(/^证据当前状态为“[\u4e00-\u9fa5（）]+”，不能[\u4e00-\u9fa5]+$/);
        }
      }
    }
    expect(refused).toBe(EVIDENCE_STATUSES.length * EVIDENCE_ACTIONS.length - ALLOWED.length);
  });

  it('never leaves a sealed status for an unsealed one, and nothing leaves DISCARDED or EXPIRED', () => {
    for (const t of Object.values(EVIDENCE_TRANSITIONS)) {
      if (t.from.some((s) => ['SEALED', 'TIMESTAMPED'].includes(s))) expect(['TIMESTAMPED', 'EXPIRED']).toContain(t.to);
      expect(t.from).not.toContain('DISCARDED');
      expect(t.from).not.toContain('EXPIRED');
    }
  });
});
