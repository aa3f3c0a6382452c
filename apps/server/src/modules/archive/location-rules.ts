import type { ArchiveLocationKind } from '@notaria/contracts';

const CHILD: Record<ArchiveLocationKind, ArchiveLocationKind | null> = { ROOM: 'CABINET', CABINET: 'SHELF', SHELF: 'CELL', CELL: null };

/** What may hang below a location of `kind`: 库房 → 柜 → 层 → 格, nothing below a cell. */
export const childKindOf = (kind: ArchiveLocationKind): ArchiveLocationKind | null => CHILD[kind];
/** Volumes stand on a 层 or in a 格; only those have a capacity. */
export const holdsVolumes = (kind: ArchiveLocationKind) => kind === 'SHELF' || kind === 'CELL';

/** 库房 › 柜 › 格 of a location; a broken parent link ends the path instead of looping. */
export function pathOf(id: number, byId: Map<number, { name: string; parentId: number | null }>): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let at = byId.get(id), cur: number | null = id; at && cur != null && !seen.has(cur); cur = at.parentId, at = cur == null ? undefined : byId.get(cur)) {
    seen.add(cur);
    names.unshift(at.name);
  }
  return names.join(' › ');
}
