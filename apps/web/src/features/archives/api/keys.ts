/** Query keys of the archive room; every change refreshes everything under `all`. */
export const archiveKeys = {
  all: ['archives'] as const,
  page: (q: object) => ['archives', 'page', q] as const,
  detail: (id: number) => ['archives', 'detail', id] as const,
  statistics: ['archives', 'statistics'] as const,
  locations: ['archives', 'locations'] as const,
};
