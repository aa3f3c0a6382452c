import type { CaseRow } from '@notaria/contracts';

/** The case an action works on: a list row or a detail. */
export type CaseTarget = Pick<CaseRow, 'id' | 'businessNumber' | 'status' | 'handlerId'> & { paused?: boolean };
