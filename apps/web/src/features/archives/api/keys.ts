/** Query keys of the archive room; every change refreshes everything under `all`. */
export const archiveKeys = {
  all: ['archives'] as const,
  page: (q: object) => ['archives', 'page', q] as const,
  detail: (id: number) => ['archives', 'detail', id] as const,
  statistics: ['archives', 'statistics'] as const,
  locations: ['archives', 'locations'] as const,
  destroyRequests: (q: object) => ['archives', 'destroy-requests', q] as const,
  overdueLoans: ['archives', 'overdue-loans'] as const,
  verifyReports: (q: object) => ['archives', 'verify-reports', q] as const,
  retentionRules: ['archives', 'retention-rules'] as const,
};
