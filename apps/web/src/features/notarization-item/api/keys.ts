/** Query keys of the 公证事项 page; every mutation refreshes `itemKeys.all`. */
export const itemKeys = {
  all: ['notarization-item'] as const,
  tree: (q: object) => ['notarization-item', 'tree', q] as const,
  numberRules: ['notarization-item', 'number-rules'] as const,
};
