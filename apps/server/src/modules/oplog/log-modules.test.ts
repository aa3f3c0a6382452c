import { API, LOG_MODULES } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../index.ts';

describe('operation log module names', () => {
  it('names every module a request can be logged under (its path’s first segment after /api)', () => {
    const paths = [...Object.values(API).flatMap((group) => Object.values(group).map((e) => `/api${e.path}`)), ...MODULES.flatMap((m) => m.prefix ?? [])];
    const segments = [...new Set(paths.map((p) => p.split('/')[2]))];
    expect(segments.filter((s) => !LOG_MODULES[s])).toEqual([]);
  });
});
