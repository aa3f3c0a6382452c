/** Query keys of 流程配置; every mutation refreshes `flowKeys.all`. */
export const flowKeys = {
  all: ['flow'] as const,
  page: (q: object) => ['flow', 'page', q] as const,
};
