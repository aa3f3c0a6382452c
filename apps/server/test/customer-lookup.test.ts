import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../src/db/scope.ts';
import type { Actor } from '../src/modules/auth/actor.ts';
import { insertInstitution, insertPerson } from '../src/modules/customer/customer.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';

let ctx: TestContext;
let capturer: Client;
let depositor: Client;
let listOnly: Client;
let statsOnly: Client;

/** A user of a new office holding only `permissions`. */
const userWith = async (account: string, permissions: string[]) => {
  const office = await createOffice(ctx.db, `${account}公证处`, account, permissions);
  return { office, api: client(ctx, await ctx.login(account, office.password)) };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const evidence = await userWith('lookup_capture', ['evidence', 'evidence:obtainList', 'evidence:obtainList:create']);
  capturer = evidence.api;
  const { office } = evidence;
  const actor = { userId: office.userId, tenantId: office.tenantId } as Actor;
  await inTenant(ctx.db, office.tenantId, async (tx) => {
    await insertPerson(tx, actor, { name: '王小明', idType: 'ID_CARD', idNumber: '110101199003078515' }, false);
    await insertPerson(tx, actor, { name: '赵丽', idType: 'PASSPORT', idNumber: 'E12345678' }, false);
    await insertInstitution(tx, actor, { name: '华东贸易有限公司', creditCode: '91350100M000100Y43' }, false);
  });
  depositor = (await userWith('lookup_deposit', ['evidence', 'evidence:existList', 'evidence:existList:create'])).api;
  listOnly = (await userWith('lookup_lists', ['custom', 'custom:personalCustomerList', 'custom:institutionalClientsList'])).api;
  statsOnly = (await userWith('lookup_stats', ['evidence', 'evidence:statistics', 'evidence:obtainList'])).api;
});
afterAll(() => ctx.close());

describe('选择申请人 (customer lookup)', () => {
  it('gives whoever may create evidence the names and masked numbers of the office’s customers, and nothing more', async () => {
    const all = await capturer.get('/customer/lookup', { type: 'PERSONAL' });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      { id: expect.any(Number), name: '赵丽', numberMasked: 'E1*****78' },
      { id: expect.any(Number), name: '王小明', numberMasked: '1101**********8515' },
    ]);
    // The full number finds the person, but is never answered.
    const byNumber = await capturer.get('/customer/lookup', { type: 'PERSONAL', keyword: '110101199003078515' });
    expect(byNumber.body.data.map((r: { name: string }) => r.name)).toEqual(['王小明']);
    expect(JSON.stringify(byNumber.body)).not.toContain('199003078515');
    const firms = await capturer.get('/customer/lookup', { type: 'INSTITUTION', keyword: '华东' });
    expect(firms.body.data).toEqual([{ id: expect.any(Number), name: '华东贸易有限公司', numberMasked: '9135**********0Y43' }]);
    // The customer lists themselves stay closed to this role.
    expect((await capturer.get('/customer/personal/page', { current: 1, size: 10 })).status).toBe(403);
  });

  it('is refused to roles that cannot create evidence, even with the customer lists; another office sees only its own', async () => {
    for (const api of [listOnly, statsOnly]) {
      const refused = await api.get('/customer/lookup', { type: 'PERSONAL' });
      expect(refused.status).toBe(403);
      expect(refused.body.data).toBeNull();
    }
    const other = await depositor.get('/customer/lookup', { type: 'PERSONAL', keyword: '王小明' });
    expect([other.status, other.body.data]).toEqual([200, []]);
  });

  it('refuses an unknown type or an overlong keyword with a Chinese message', async () => {
    const bad = await capturer.get('/customer/lookup', { type: 'ROBOT' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/客户类型/);
    const long = await capturer.get('/customer/lookup', { type: 'PERSONAL', keyword: '王'.repeat(65) });
    expect(long.status).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/customer/lookup'] ?? {})).toEqual(['get']);
  });
});
