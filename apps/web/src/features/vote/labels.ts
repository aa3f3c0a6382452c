import { VOTE_KIND_LABELS, VOTE_PASS_RULE_LABELS, VOTE_QUORUM_LABELS, VOTE_STATUS_LABELS, type VoteStatus } from '@notaria/contracts';

export const STATUS_COLORS: Record<VoteStatus, string> = { DRAFT: 'default', OPEN: 'processing', CLOSED: 'success', CANCELLED: 'warning' };

const optionsOf = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export const STATUS_OPTIONS = optionsOf(VOTE_STATUS_LABELS);
export const KIND_OPTIONS = optionsOf(VOTE_KIND_LABELS);
export const QUORUM_OPTIONS = optionsOf(VOTE_QUORUM_LABELS);
export const PASS_RULE_OPTIONS = optionsOf(VOTE_PASS_RULE_LABELS);

/** 通过 / 未通过 / —. */
export const outcomeText = (passed: boolean | null) => (passed === null ? '—' : passed ? '通过' : '未通过');
