import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimScheduledRun } from '../src/modules/installation/installation.api.ts';
import { createTestContext, type TestContext } from './context.ts';

// A scheduled job's run is claimed by one instance's timer; the others skip that turn.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('scheduled runs', () => {
  it('gives a run to one of several timers firing together, and the next run only once its interval has passed', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimScheduledRun(ctx.db, 'test-job', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(ctx.db, 'test-job', 60_000)).toBe(false);
    expect(await claimScheduledRun(ctx.db, 'other-job', 60_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await claimScheduledRun(ctx.db, 'test-job', 200)).toBe(true);
  });
});
