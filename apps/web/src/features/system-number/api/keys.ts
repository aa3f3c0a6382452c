/** Query keys of the numbering-rule pages; every mutation refreshes `numberKeys.all`. */
export const numberKeys = {
  all: ['number'] as const,
  page: (q: object) => ['number', 'page', q] as const,
  preview: (q: object) => ['number', 'preview', q] as const,
  ledger: (q: object) => ['number', 'ledger', q] as const,
};
