import { describe, expect, it } from 'vitest';
import { CASE_ACTIONS } from './business.ts';
import { LOG_ACTIONS } from './operate-log.ts';

describe('operation log action labels', () => {
  it('names every case transition in Chinese, so the case log never shows a code', () => {
    for (const action of CASE_ACTIONS) expect(LOG_ACTIONS[action], action).toMatch(/[\u4e00-\u9fa5]/);
  });
});
