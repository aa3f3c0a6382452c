import { ARCHIVE_LOCATION_KIND_LABELS, type ArchiveLocation } from '@notaria/contracts';

export interface LocationNode {
  location: ArchiveLocation;
  /** Volumes held in this place and below, and the room there is (capacities summed; 0 when none is set). */
  used: number;
  capacity: number;
  children: LocationNode[];
}

/** The flat list as a tree (库房 → 柜 → 层/格, each level in the order the places were added) with each node's totals. */
export function locationTree(list: readonly ArchiveLocation[]): LocationNode[] {
  const nodes = new Map(list.map((l) => [l.id, { location: l, used: 0, capacity: 0, children: [] as LocationNode[] }]));
  const roots: LocationNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.location.parentId === null ? undefined : nodes.get(n.location.parentId);
    (parent ? parent.children : roots).push(n);
  }
  const total = (n: LocationNode): void => {
    n.children.forEach(total);
    n.used = n.location.used + n.children.reduce((s, c) => s + c.used, 0);
    n.capacity = (n.location.capacity ?? 0) + n.children.reduce((s, c) => s + c.capacity, 0);
  };
  const order = (ns: LocationNode[]): LocationNode[] => ns.sort((a, b) => a.location.id - b.location.id).map((n) => ({ ...n, children: order(n.children) }));
  roots.forEach(total);
  return order(roots);
}

export const kindLabel = (n: LocationNode) => ARCHIVE_LOCATION_KIND_LABELS[n.location.kind];
export const isFull = (n: LocationNode) => n.location.capacity !== null && n.location.used >= n.location.capacity;

/** Volumes stand on a 层 or in a 格, never directly in a room or cabinet. */
export const isCell = (n: LocationNode) => n.location.kind === 'SHELF' || n.location.kind === 'CELL';
