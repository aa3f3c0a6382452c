/** Query keys of 字典管理; every mutation refreshes `dictKeys.all`. */
export const dictKeys = {
  all: ['dict'] as const,
  tree: (name: string) => ['dict', 'tree', name] as const,
  children: (parentKey: string) => ['dict', 'lazy-tree', parentKey] as const,
};
