/** Query keys of 文书配置; every change refreshes `templateKeys.all`. */
export const templateKeys = {
  all: ['doc-template'] as const,
  page: (q: object) => ['doc-template', 'page', q] as const,
  detail: (id: number) => ['doc-template', 'detail', id] as const,
  fields: (kind: string) => ['doc-template', 'fields', kind] as const,
};
