/** True when making `parentId` the parent of `id` would put a department under itself. */
export function makesCycle(rows: { id: number; parentId: number | null }[], id: number, parentId: number | null): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let p = parentId, guard = 0; p !== null && p !== undefined && guard <= rows.length; p = parentOf.get(p) ?? null, guard++) {
    if (p === id) return true;
  }
  return false;
}
