/** Builds a forest from flat rows; rows whose parent is missing become roots. */
export function buildTree<T extends { id: number; parentId: number | null }>(rows: T[]): (T & { children: ReturnType<typeof buildTree<T>> })[] {
  type N = T & { children: N[] };
  const nodes = new Map<number, N>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: N[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** Keeps the nodes whose name contains `text` and their ancestors. */
export function filterWithAncestors<T extends { id: number; parentId: number | null; name: string }>(rows: T[], text: string): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!r.name.includes(text)) continue;
    for (let n: T | undefined = r; n && !keep.has(n.id); n = n.parentId === null ? undefined : byId.get(n.parentId)) keep.add(n.id);
  }
  return rows.filter((r) => keep.has(r.id));
}
