import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { roles } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const migration = readFileSync(new URL('../drizzle/0016_customer_functions.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');

describe('migration 0016: customer functions', () => {
  it('gives a role that held a customer page its new 新增/修改/删除 functions, once, and leaves other roles alone', async () => {
    const [clerk, other] = await asSystem(ctx.db, (tx) =>
      tx
        .insert(roles)
        .values([
          { tenantId: DEMO_TENANT_ID, name: '老前台', code: 'oldDesk', permissions: ['custom', 'custom:personalCustomerList'] },
          { tenantId: DEMO_TENANT_ID, name: '老财务', code: 'oldFinance', permissions: ['finance:list'] },
        ])
        .returning(),
    );
    for (let run = 0; run < 2; run++) for (const statement of migration) await ctx.db.orm.execute(sql.raw(statement));
    const held = async (id: number) => (await asSystem(ctx.db, (tx) => tx.select().from(roles).where(eq(roles.id, id))))[0].permissions;
    expect(await held(clerk.id)).toEqual([
      'custom',
      'custom:personalCustomerList',
      'custom:personalCustomerList:create',
      'custom:personalCustomerList:delete',
      'custom:personalCustomerList:update',
    ]);
    expect(await held(other.id)).toEqual(['finance:list']);
  });
});
