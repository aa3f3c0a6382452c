import { describe, expect, it } from 'vitest';
import { computeFee, feeStandardProblem, type FeeStandard } from './item.ts';

const contract: FeeStandard = {
  mode: 'TIERED',
  minimum: 200,
  tiers: [
    { upTo: 500000, ratePercent: 0.3 },
    { upTo: 5000000, ratePercent: 0.25 },
    { upTo: null, ratePercent: 0.1 },
  ],
};

describe('fee standards', () => {
  it.each([
    [0, 200],
    [10000, 200],
    [100000, 300],
    [500000, 1500],
    [1000000, 2750],
    [10000000, 17750],
  ])('tiered: amount %d costs %d', (amount, fee) => {
    expect(computeFee(contract, amount)).toBe(fee);
  });
  it('fixed and refusals', () => {
    expect(computeFee({ mode: 'FIXED', amount: 80 })).toBe(80);
    expect(() => computeFee(contract)).toThrow('分段收费须提供标的金额');
    expect(feeStandardProblem(contract)).toBeNull();
    expect(
      feeStandardProblem({
        ...contract,
        tiers: [
          { upTo: null, ratePercent: 1 },
          { upTo: 10, ratePercent: 1 },
        ],
      }),
    ).toBe('分段收费须按金额从小到大排列，且只有最后一段不设上限');
    expect(
      feeStandardProblem({
        ...contract,
        tiers: [
          { upTo: 10, ratePercent: 1 },
          { upTo: 5, ratePercent: 1 },
          { upTo: null, ratePercent: 1 },
        ],
      }),
    ).toBe('分段收费的上限金额须逐段递增');
  });
});
