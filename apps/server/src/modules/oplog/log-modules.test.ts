import { LOG_MODULES } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../index.ts';

describe('operation log module names', () => {
  it('names every module a request can be logged under (its path’s first segment after /api)', () => {
    const segments = [...new Set(MODULES.map((m) => m.prefix.split('/')[2]))];
    expect(segments.filter((s) => !LOG_MODULES[s])).toEqual([]);
  });
});
