import type { CaseRow } from '@notaria/contracts';

/** The case an action works on: a list row or a detail, with the status actions the server says the user may take. */
export type CaseTarget = Pick<CaseRow, 'id' | 'businessNumber' | 'status' | 'handlerId' | 'abilities'> &
  Partial<Pick<CaseRow, 'approval'>> & { paused?: boolean };
