import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { ADMIN, createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login(ADMIN.account, ADMIN.password));
});
afterAll(() => ctx.close());

describe('the super administrator in the platform tenant', () => {
  it('gets the dictionaries the 受理 page asks for, as an office does', async () => {
    expect((await admin.get('/auth/current-user')).body.data.tenantId).toBe(1);
    for (const key of ['feeType', 'useCountry', 'useLanguage', 'idType']) {
      const res = await admin.get('/dict', { key });
      expect(res.status, key).toBe(200);
      expect(res.body.data.items.length, key).toBeGreaterThan(1);
    }
  });
});
