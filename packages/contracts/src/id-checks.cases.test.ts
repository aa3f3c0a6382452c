import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCreditCode, checkResidentId } from './id-checks.ts';

interface Case {
  value: string;
  valid: boolean;
  source: string;
  note?: string;
  scope: string;
}
const load = (name: string) => (JSON.parse(readFileSync(new URL(`../test-data/${name}`, import.meta.url), 'utf8')) as { cases: Case[] }).cases;
const today = new Date('2026-11-24T00:00:00Z');

describe('resident IDs from public libraries’ test suites', () => {
  const cases = load('id-cases.json');
  const binding = cases.filter((c) => ['core', 'province', 'core15'].includes(c.scope));

  it.each(binding.map((c) => [c.value, c.valid, c.note ?? '', c.source] as const))('%s → %s (%s; %s)', (value, valid) => {
    expect(checkResidentId(value, today).ok).toBe(valid);
  });

  it('covers every binding scope, the 1880 example and an impossible province', () => {
    expect(new Set(binding.map((c) => c.scope))).toEqual(new Set(['core', 'province', 'core15']));
    expect(checkResidentId('440524188001010014', today).ok).toBe(true);
    expect(checkResidentId('160323197806058859', today)).toEqual({ ok: false, message: '身份证号码的地区码不正确' });
  });
});

describe('unified social credit codes from public libraries’ test suites', () => {
  const core = load('uscc-cases.json').filter((c) => c.scope === 'core');

  it.each(core.map((c) => [c.value, c.valid] as const))('%s → %s', (value, valid) => {
    expect(checkCreditCode(value).ok).toBe(valid);
    if (valid) expect(checkCreditCode(value.toLowerCase()).ok).toBe(true);
  });
});
