import { describe, expect, it } from 'vitest';
import { FLEX_MIN, scrollX } from './table-layout';

describe('scrollX', () => {
  it('counts every width, and a least width for columns without one, so none collapses to 0 px', () => {
    expect(scrollX([{ width: 150 }, { minWidth: 180 }, { width: 120 }, {}])).toBe(150 + 180 + 120 + FLEX_MIN);
  });
});
