import { MOTION_OPTIONS, type VoteCount, type VoteKind, type VoteOption, type VotePassRule, type VoteQuorum } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';

/** A motion's fixed choices, or the poll's own (keys O1, O2 … so a ballot never stores the label text). */
export function optionsFor(kind: VoteKind, labels: string[]): VoteOption[] {
  if (kind === 'MOTION') return MOTION_OPTIONS.map((o) => ({ ...o }));
  const trimmed = labels.map((l) => l.trim()).filter(Boolean);
  if (trimmed.length < 2) throw invalid('单选、多选表决至少需要两个选项');
  if (new Set(trimmed).size !== trimmed.length) throw invalid('选项不能重复');
  return trimmed.map((label, i) => ({ key: `O${i + 1}`, label }));
}

/** The choices of one ballot, checked against the vote: one for a motion or single choice, up to `maxChoices` for multi. */
export function checkChoices(kind: VoteKind, options: VoteOption[], maxChoices: number, choices: string[]): string[] {
  const keys = new Set(options.map((o) => o.key));
  if (choices.some((c) => !keys.has(c))) throw invalid('所选选项不属于本次表决');
  if (kind !== 'MULTI' && choices.length !== 1) throw invalid('本次表决只能选择一项');
  if (kind === 'MULTI' && maxChoices > 0 && choices.length > maxChoices) throw invalid(`本次表决最多可选 ${maxChoices} 项`);
  return [...choices].sort();
}

export function quorumReached(quorum: VoteQuorum, cast: number, eligible: number): boolean {
  switch (quorum) {
    case 'NONE':
      return cast > 0;
    case 'HALF':
      return cast * 2 > eligible;
    case 'TWO_THIRDS':
      return cast * 3 >= eligible * 2;
    case 'ALL':
      return eligible > 0 && cast === eligible;
  }
}

function meetsPassRule(rule: VotePassRule, votes: number, cast: number, eligible: number): boolean {
  switch (rule) {
    case 'MAJORITY_OF_CAST':
      return votes * 2 > cast;
    case 'TWO_THIRDS_OF_CAST':
      return cast > 0 && votes * 3 >= cast * 2;
    case 'TWO_THIRDS_OF_ELIGIBLE':
      return eligible > 0 && votes * 3 >= eligible * 2;
  }
}

export interface Tally {
  counts: VoteCount[];
  leading: string[];
  quorumReached: boolean;
  passed: boolean;
}

/**
 * The outcome of a vote. A motion passes when 赞成 meets the pass rule (abstentions count as cast ballots); a poll
 * passes when one option alone leads and meets it. Nothing passes without the quorum.
 */
export function tally(
  v: { kind: VoteKind; options: VoteOption[]; quorum: VoteQuorum; passRule: VotePassRule },
  byKey: Map<string, number>,
  cast: number,
  eligible: number,
): Tally {
  const counts = v.options.map((o) => ({ key: o.key, label: o.label, count: byKey.get(o.key) ?? 0 }));
  const top = Math.max(0, ...counts.map((c) => c.count));
  const leading = top > 0 ? counts.filter((c) => c.count === top).map((c) => c.key) : [];
  const reached = quorumReached(v.quorum, cast, eligible);
  const winner = v.kind === 'MOTION' ? (byKey.get('FOR') ?? 0) : leading.length === 1 ? top : 0;
  return { counts, leading, quorumReached: reached, passed: reached && winner > 0 && meetsPassRule(v.passRule, winner, cast, eligible) };
}
