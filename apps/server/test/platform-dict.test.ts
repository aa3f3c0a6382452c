import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { ADMIN, createTestContext, type TestContext } from './context.ts';
import { eq } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { dictEntries, numberRules } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

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

describe('a database seeded before the platform tenant had its defaults', () => {
  it('gets them once at start-up', async () => {
    await asSystem(ctx.db, async (tx) => {
      await tx.delete(dictEntries).where(eq(dictEntries.tenantId, 1));
      await tx.delete(numberRules).where(eq(numberRules.tenantId, 1));
    });
    expect((await admin.get('/dict', { key: 'feeType' })).status).toBe(404);
    expect(await seedIfEmpty(ctx.db, ctx.config)).toBe(false);
    expect((await admin.get('/dict', { key: 'feeType' })).status).toBe(200);
    await seedIfEmpty(ctx.db, ctx.config);
    const rows = await asSystem(ctx.db, (tx) => tx.select().from(dictEntries).where(eq(dictEntries.tenantId, 1)));
    expect(rows.filter((r) => r.key === 'feeType')).toHaveLength(1);
  });
});
