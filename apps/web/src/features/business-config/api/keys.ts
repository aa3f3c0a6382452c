/** Query keys of 业务配置 and 业务模块; every form mutation refreshes `formKeys.all`. */
export const formKeys = {
  all: ['form'] as const,
  page: (q: object) => ['form', 'page', q] as const,
  detail: (id: number) => ['form', 'detail', id] as const,
  version: (id: number, version: number) => ['form', 'version', id, version] as const,
  published: ['form', 'published'] as const,
  config: (itemId: number) => ['form', 'item-config', itemId] as const,
  tree: ['form', 'item-tree'] as const,
};
