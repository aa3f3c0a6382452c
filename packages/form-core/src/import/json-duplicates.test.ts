import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from './json-duplicates.ts';

describe('findDuplicateKeys', () => {
  it('finds repeated keys with their paths', () => {
    const text = '{"a":1,"a":2,"list":[{"x":1},{"x":1,"y":"}\\"","x":3}],"o":{"k":{"z":1,"z":2}}}';
    expect(findDuplicateKeys(text)).toEqual(['a', 'list[1].x', 'o.k.z']);
  });

  it('finds nothing in ordinary JSON, including keys repeated in different objects', () => {
    expect(findDuplicateKeys('{"a":{"b":1},"c":{"b":2},"d":["a","a"]}')).toEqual([]);
  });
});
