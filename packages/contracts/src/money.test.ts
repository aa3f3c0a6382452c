import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRateBp, fenToChineseUpper, fenToYuanText, formatFen, MAX_FEN, splitFen, yuanToFen } from './money.ts';

describe('money in fen', () => {
  it('parses what people type and refuses what is not money', () => {
    expect(yuanToFen('1234')).toBe(123_400);
    expect(yuanToFen('1,234.5')).toBe(123_450);
    expect(yuanToFen('¥0.07')).toBe(7);
    expect(yuanToFen('-12.30')).toBe(-1_230);
    for (const bad of ['', '1.234', 'abc', '1e3', '12.', '0x10']) expect(yuanToFen(bad)).toBeNull();
  });

  it('formats with thousands separators and a sign', () => {
    expect(formatFen(123_450)).toBe('¥1,234.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-5_000)).toBe('-¥50.00');
    expect(() => formatFen(1.5)).toThrow(RangeError);
  });

  it('writes 大写 the way receipts do', () => {
    expect(fenToChineseUpper(123_450)).toBe('壹仟贰佰叁拾肆元伍角整');
    expect(fenToChineseUpper(10_005)).toBe('壹佰元零伍分');
    expect(fenToChineseUpper(20_000)).toBe('贰佰元整');
    expect(fenToChineseUpper(1_000_500)).toBe('壹万零伍元整');
    expect(fenToChineseUpper(2_001_0000)).toBe('贰拾万零壹佰元整');
    expect(fenToChineseUpper(10_000_000_500)).toBe('壹亿零伍元整');
    expect(fenToChineseUpper(35)).toBe('叁角伍分');
    expect(fenToChineseUpper(0)).toBe('零元整');
  });

  it('round-trips every amount through text without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_FEN, max: MAX_FEN }), (fen) => {
        expect(yuanToFen(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });

  it('splits and sums exactly, whatever the split', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_FEN, max: MAX_FEN }), fc.integer({ min: 1, max: 97 }), (total, parts) => {
        const split = splitFen(total, parts);
        expect(split).toHaveLength(parts);
        expect(split.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
        for (const part of split) expect(Number.isSafeInteger(part)).toBe(true);
      }),
    );
  });

  it('applies a rate in basis points rounding half up to the fen', () => {
    expect(applyRateBp(20_000_000, 100)).toBe(200_000); // 20 万 at 1 % = 2 000 元
    expect(applyRateBp(1_005, 50)).toBe(5); // 5.025 fen → 5
    expect(applyRateBp(1_010, 50)).toBe(5); // 5.05 fen → 5 (half up of .05 is still 5)
    expect(applyRateBp(3_000, 50)).toBe(15);
    expect(applyRateBp(100, 5_000)).toBe(50);
  });
});
