import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketsProblem, calculateFee, tieredFee, type FeeBracket, type FeeRule } from './fee-calculator.ts';
import { MAX_FEN } from './money.ts';

/** 财产继承、赠与、遗赠 by benefit (the demo office's schedule): ≤20万 1%, 20–50万 0.8%, 50–200万 0.6%, 200–500万 0.5%, 500–1000万 0.4%, above 0.1%; min ¥200. */
const ESTATE: FeeBracket[] = [
  { upToFen: 20_000_000, rateBp: 100 },
  { upToFen: 50_000_000, rateBp: 80 },
  { upToFen: 200_000_000, rateBp: 60 },
  { upToFen: 500_000_000, rateBp: 50 },
  { upToFen: 1_000_000_000, rateBp: 40 },
  { upToFen: null, rateBp: 10 },
];
const estate: FeeRule = { mode: 'TIERED', unitFen: 0, tiers: ESTATE, minFen: 20_000, maxFen: null };
const yuan = (n: number) => n * 100;

describe('tiered fee calculator', () => {
  it.each([
    // [benefit in yuan, fee in yuan, the working]
    [10_000, 200, 'below the minimum: ¥100 → ¥200'],
    [20_000, 200, 'exactly the minimum'],
    [200_000, 2_000, 'the whole first bracket'],
    [300_000, 2_800, '2,000 + 100,000 × 0.8%'],
    [1_000_000, 7_400, '2,000 + 2,400 + 500,000 × 0.6%'],
    [3_000_000, 18_400, '2,000 + 2,400 + 9,000 + 1,000,000 × 0.5%'],
    [15_000_000, 53_400, 'every bracket: 2,000 + 2,400 + 9,000 + 15,000 + 20,000 + 5,000'],
  ])('继承 of ¥%d costs ¥%d (%s)', (benefit, fee) => {
    expect(calculateFee(estate, { amountFen: yuan(benefit) }).feeFen).toBe(yuan(fee));
  });

  it('shows the working bracket by bracket and says when the minimum applies', () => {
    const calc = calculateFee(estate, { amountFen: yuan(300_000) });
    expect(calc.lines).toEqual([
      { fromFen: 0, toFen: yuan(200_000), rateBp: 100, partFen: yuan(200_000), feeFen: yuan(2_000) },
      { fromFen: yuan(200_000), toFen: yuan(300_000), rateBp: 80, partFen: yuan(100_000), feeFen: yuan(800) },
    ]);
    expect(calc.basis).toBe('¥0.00–¥200,000.00 部分 ¥200,000.00 × 1% = ¥2,000.00；¥200,000.00–¥300,000.00 部分 ¥100,000.00 × 0.8% = ¥800.00；合计 ¥2,800.00');
    const small = calculateFee(estate, { amountFen: yuan(5_000) });
    expect(small).toMatchObject({ feeFen: 20_000, minimumApplied: true });
    expect(small.basis).toContain('低于最低收费，按 ¥200.00 收取');
  });

  it('rounds each bracket half up to the fen, exactly, even at the largest amount', () => {
    expect(tieredFee(1, [{ upToFen: null, rateBp: 5_000 }]).feeFen).toBe(1); // 0.5 fen → 1
    expect(tieredFee(149, [{ upToFen: null, rateBp: 100 }]).feeFen).toBe(1); // 1.49 fen → 1
    expect(tieredFee(MAX_FEN, [{ upToFen: null, rateBp: 10_000 }]).feeFen).toBe(MAX_FEN);
    expect(tieredFee(MAX_FEN, ESTATE).feeFen).toBe(yuan(53_400) - yuan(5_000) + Math.round((MAX_FEN - yuan(10_000_000)) / 1000));
  });

  it('charges per item, per copy, per 1,000 characters and leaves market prices to agreement', () => {
    const rule = (mode: FeeRule['mode'], unitFen: number, extra: Partial<FeeRule> = {}): FeeRule => ({
      mode,
      unitFen,
      tiers: [],
      minFen: 0,
      maxFen: null,
      ...extra,
    });
    expect(calculateFee(rule('PER_ITEM', 15_000)).feeFen).toBe(15_000);
    expect(calculateFee(rule('PER_COPY', 2_000), { copies: 3 })).toMatchObject({ feeFen: 6_000, basis: '¥20.00 × 3 份；合计 ¥60.00' });
    expect(calculateFee(rule('PER_THOUSAND_CHARS', 5_000), { chars: 2_001 }).feeFen).toBe(15_000);
    expect(calculateFee(rule('PER_COPY', 2_000, { maxFen: 5_000 }), { copies: 3 })).toMatchObject({ feeFen: 5_000, maximumApplied: true });
    expect(calculateFee(rule('MARKET', 20_000)).basis).toContain('协商确定');
    expect(() => calculateFee(estate)).toThrow('按标的额收费须提供标的额');
  });

  it('explains brackets out of order', () => {
    expect(bracketsProblem(ESTATE)).toBeNull();
    expect(bracketsProblem([])).toBe('分段收费须至少设置一段');
    expect(
      bracketsProblem([
        { upToFen: null, rateBp: 1 },
        { upToFen: 5, rateBp: 1 },
      ]),
    ).toBe('分段收费须按金额从小到大排列，且只有最后一段不设上限');
    expect(
      bracketsProblem([
        { upToFen: 10, rateBp: 1 },
        { upToFen: 10, rateBp: 1 },
        { upToFen: null, rateBp: 1 },
      ]),
    ).toBe('分段收费的上限金额须逐段递增');
  });
});

describe('tiered fee properties', () => {
  const brackets = fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 0, maxLength: 6 }).chain((bounds) =>
    fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: bounds.length + 1, maxLength: bounds.length + 1 }).map((rates) => {
      const sorted = [...bounds].sort((a, b) => a - b);
      return rates.map((rateBp, i) => ({ upToFen: i < sorted.length ? sorted[i] : null, rateBp }));
    }),
  );
  const amount = fc.integer({ min: 0, max: MAX_FEN });

  it('is monotone in the amount at stake, never below the minimum, and always whole fen', () => {
    fc.assert(
      fc.property(brackets, amount, amount, fc.integer({ min: 0, max: 10_000_000 }), (tiers, a, b, minFen) => {
        const rule: FeeRule = { mode: 'TIERED', unitFen: 0, tiers, minFen, maxFen: null };
        const [low, high] = a <= b ? [a, b] : [b, a];
        const feeLow = calculateFee(rule, { amountFen: low }).feeFen;
        const feeHigh = calculateFee(rule, { amountFen: high }).feeFen;
        expect(Number.isSafeInteger(feeLow)).toBe(true);
        expect(feeLow).toBeLessThanOrEqual(feeHigh);
        expect(feeLow).toBeGreaterThanOrEqual(minFen);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds a tie of half a fen up', () => {
    expect(tieredFee(1_586_259_000, [{ upToFen: null, rateBp: 9_995 }]).feeFen).toBe(1_585_465_871);
  });

  it('lines cover the amount exactly and add up to the fee', () => {
    fc.assert(
      fc.property(brackets, amount, (tiers, amountFen) => {
        const { feeFen, lines } = tieredFee(amountFen, tiers);
        expect(lines.reduce((s, l) => s + l.partFen, 0)).toBe(amountFen);
        expect(lines.reduce((s, l) => s + l.feeFen, 0)).toBe(feeFen);
        for (const l of lines) {
          // Half up: a part's fee is off by less than half a fen below, and by at most half a fen above (a tie).
          const error = BigInt(l.feeFen) * 10_000n - BigInt(l.partFen) * BigInt(l.rateBp);
          expect(error > -5_000n && error <= 5_000n, `${l.partFen} × ${l.rateBp}bp → ${l.feeFen}`).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
