import { EVIDENCE_STATUS_LABELS, type EvidenceStatus } from '@notaria/contracts';

/** What can happen to an evidence record. */
export const EVIDENCE_ACTIONS = ['captured', 'fail', 'retry', 'confirm', 'discard', 'timestamp', 'expire'] as const;
export type EvidenceAction = (typeof EVIDENCE_ACTIONS)[number];

/** The explicit transition table of an evidence record (取证/存证). Anything not listed is refused. */
export const EVIDENCE_TRANSITIONS: Record<EvidenceAction, { from: readonly EvidenceStatus[]; to: EvidenceStatus }> = {
  captured: { from: ['CAPTURING'], to: 'PENDING_CONFIRM' },
  fail: { from: ['CAPTURING'], to: 'FAILED' },
  retry: { from: ['FAILED'], to: 'CAPTURING' },
  confirm: { from: ['PENDING_CONFIRM'], to: 'SEALED' },
  discard: { from: ['PENDING_CONFIRM', 'FAILED'], to: 'DISCARDED' },
  timestamp: { from: ['SEALED'], to: 'TIMESTAMPED' },
  expire: { from: ['SEALED', 'TIMESTAMPED'], to: 'EXPIRED' },
};

const ACTION_LABELS: Record<EvidenceAction, string> = {
  captured: '完成取证',
  fail: '记录取证失败',
  retry: '重新取证',
  confirm: '确认证据',
  discard: '放弃',
  timestamp: '加盖时间戳',
  expire: '过期',
};

export type EvidenceDecision = { ok: true; to: EvidenceStatus } | { ok: false; message: string };

/** Whether `action` may be taken on a record in `status`, and where it leads. */
export function decide(status: EvidenceStatus, action: EvidenceAction): EvidenceDecision {
  const t = EVIDENCE_TRANSITIONS[action];
  if (t.from.includes(status)) return { ok: true, to: t.to };
  return { ok: false, message: `证据当前状态为“${EVIDENCE_STATUS_LABELS[status]}”，不能${ACTION_LABELS[action]}` };
}
