import type { ArchiveLocation } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { isCell, isFull, locationTree } from './location-tree-data';

const at = (id: number, parentId: number | null, kind: ArchiveLocation['kind'], capacity: number | null, used = 0): ArchiveLocation => ({
  id,
  parentId,
  kind,
  name: `#${id}`,
  path: `#${id}`,
  capacity,
  used,
});

describe('locationTree', () => {
  it('nests 库房 → 柜 → 层 and sums volumes and capacity upwards', () => {
    const [room] = locationTree([at(3, 2, 'SHELF', 2, 2), at(1, null, 'ROOM', null), at(2, 1, 'CABINET', null), at(4, 2, 'SHELF', 5, 1)]);
    expect(room.location.id).toBe(1);
    const [cabinet] = room.children;
    expect(cabinet.children.map((c) => c.location.id)).toEqual([3, 4]);
    expect([room.used, room.capacity]).toEqual([3, 7]);
    expect(isFull(cabinet.children[0])).toBe(true);
    expect(isFull(cabinet.children[1])).toBe(false);
    expect([isCell(room), isCell(cabinet), isCell(cabinet.children[0])]).toEqual([false, false, true]);
  });

  it('never calls a place without a capacity full', () => {
    const [shelf] = locationTree([at(1, null, 'SHELF', null, 40)]);
    expect(isFull(shelf)).toBe(false);
    expect(shelf.capacity).toBe(0);
  });
});
