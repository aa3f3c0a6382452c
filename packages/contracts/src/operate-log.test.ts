import { describe, expect, it } from 'vitest';
import { CASE_ACTIONS } from './business.ts';
import { LOG_ACTIONS, LOG_MODULE_CHOICES } from './operate-log.ts';

describe('operation log action labels', () => {
  it('names every case transition in Chinese, so the case log never shows a code', () => {
    for (const action of CASE_ACTIONS) expect(LOG_ACTIONS[action], action).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('LOG_MODULE_CHOICES', () => {
  it('offers each module name once, with every key logged under it', () => {
    const labels = LOG_MODULE_CHOICES.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(LOG_MODULE_CHOICES.find((c) => c.label === '公证事项')?.value).toBe('notarizationItem,notarization-item');
    expect(LOG_MODULE_CHOICES.find((c) => c.label === '通知公告')?.value).toBe('office-notice');
  });
});
