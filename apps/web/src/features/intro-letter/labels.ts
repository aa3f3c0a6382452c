import {
  INTRO_LETTER_PURPOSE_LABELS,
  INTRO_LETTER_PURPOSES,
  INTRO_LETTER_STATUS_LABELS,
  INTRO_LETTER_STATUSES,
  type IntroLetterStatus,
} from '@notaria/contracts';

export const STATUS_COLORS: Record<IntroLetterStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
  VOIDED: 'warning',
};

export const STATUS_OPTIONS = INTRO_LETTER_STATUSES.map((value) => ({ value, label: INTRO_LETTER_STATUS_LABELS[value] }));
export const PURPOSE_OPTIONS = INTRO_LETTER_PURPOSES.map((value) => ({ value, label: INTRO_LETTER_PURPOSE_LABELS[value] }));
