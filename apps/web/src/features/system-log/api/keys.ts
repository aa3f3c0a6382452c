export const logKeys = {
  all: ['operate-log'] as const,
  page: (q: object) => ['operate-log', 'page', q] as const,
  detail: (id: number) => ['operate-log', 'detail', id] as const,
};
