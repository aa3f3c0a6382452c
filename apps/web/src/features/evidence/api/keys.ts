/** Query keys of 取证; every change refreshes `evidenceKeys.all`. */
export const evidenceKeys = {
  all: ['evidence-obtain'] as const,
  page: (q: object) => ['evidence-obtain', 'page', q] as const,
  detail: (id: number) => ['evidence-obtain', 'detail', id] as const,
};
