import { describe, expect, it } from 'vitest';
import { formatNumber, numberPeriod, parseNumberPattern } from './number.ts';

describe('numbering patterns', () => {
  it('expresses a notarial certificate number', () => {
    const parts = parseNumberPattern('（{year}）{office}{category}字第{seq:5}号');
    expect(formatNumber(parts, { year: 2026, month: 5, day: 12, office: '京长安', category: '内民证', seq: 123 })).toBe('（2026）京长安内民证字第00123号');
  });

  it('pads dates and sequences, and leaves {seq} unpadded', () => {
    expect(formatNumber(parseNumberPattern('SL{year}{month}{day}-{seq}'), { year: 2026, month: 1, day: 3, office: '', seq: 42 })).toBe('SL20260103-42');
  });

  it('refuses unknown tokens, missing or repeated sequences and stray braces', () => {
    expect(() => parseNumberPattern('{yaer}{seq}')).toThrow('未知的占位符 {yaer}');
    expect(() => parseNumberPattern('{year}')).toThrow('编号格式须包含且只包含一个流水号 {seq}');
    expect(() => parseNumberPattern('{seq}{seq:2}')).toThrow('编号格式须包含且只包含一个流水号 {seq}');
    expect(() => parseNumberPattern('{seq:13}')).toThrow('流水号位数须为 1–12');
    expect(() => parseNumberPattern('{seq}}')).toThrow('编号格式中的花括号不成对');
  });

  it('names the period of each reset cycle', () => {
    const d = { year: 2026, month: 5, day: 9 };
    expect([numberPeriod('NEVER', d), numberPeriod('YEARLY', d), numberPeriod('MONTHLY', d), numberPeriod('DAILY', d)]).toEqual([
      '',
      '2026',
      '202605',
      '20260509',
    ]);
  });
});
