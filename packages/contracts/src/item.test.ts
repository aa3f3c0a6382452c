import { describe, expect, it } from 'vitest';
import { computeFee, feeStandardProblem, type FeeStandard } from './item.ts';

const contract: FeeStandard = {
  mode: 'TIERED',
  minimumFen: 20_000,
  tiers: [
    { upToFen: 50_000_000, rateBp: 30 },
    { upToFen: 500_000_000, rateBp: 25 },
    { upToFen: null, rateBp: 10 },
  ],
};

describe('fee standards (fen)', () => {
  it.each([
    [0, 20_000],
    [1_000_000, 20_000],
    [10_000_000, 30_000],
    [50_000_000, 150_000],
    [100_000_000, 275_000],
    [1_000_000_000, 1_775_000],
  ])('tiered: amount %d fen costs %d fen', (amountFen, feeFen) => {
    expect(computeFee(contract, amountFen)).toBe(feeFen);
  });
  it('fixed and refusals', () => {
    expect(computeFee({ mode: 'FIXED', amountFen: 8_000 })).toBe(8_000);
    expect(() => computeFee(contract)).toThrow('分段收费须提供标的金额');
    expect(feeStandardProblem(contract)).toBeNull();
    expect(
      feeStandardProblem({
        ...contract,
        tiers: [
          { upToFen: null, rateBp: 100 },
          { upToFen: 1_000, rateBp: 100 },
        ],
      }),
    ).toBe('分段收费须按金额从小到大排列，且只有最后一段不设上限');
    expect(
      feeStandardProblem({
        ...contract,
        tiers: [
          { upToFen: 1_000, rateBp: 100 },
          { upToFen: 500, rateBp: 100 },
          { upToFen: null, rateBp: 100 },
        ],
      }),
    ).toBe('分段收费的上限金额须逐段递增');
  });
});
