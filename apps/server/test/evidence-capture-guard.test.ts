import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { isInternalAddress } from '../src/modules/evidence/capture/address-guard.ts';
import { evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

// 网页取证 never opens the server's own services, the office network or a cloud metadata address by default.

let ctx: TestContext;
let api: Client;
let customerId: number;

const submit = (url: string) =>
  api.post('/evidence/obtain/web', {
    url,
    title: '网页取证',
    applicant: { type: 'PERSONAL', customerId },
    options: { fullPage: true, video: false, durationSeconds: 0 },
  });
const recordCount = async () => (await asSystem(ctx.db, (tx) => tx.select({ n: count() }).from(evidenceRecords)))[0].n;

beforeAll(async () => {
  ctx = await createTestContext();
  api = client(ctx, await ctx.login('notary'));
  const c = await api.post('/customer/personal', { name: '吴建国', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  customerId = c.body.data.id;
});
afterAll(() => ctx.close());

describe('the capture address guard', () => {
  it('knows loopback, private, link-local, shared, multicast and IPv6 local addresses, and leaves public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '114.114.114.114', '172.32.0.1', '2400:3200::1', 'example.com']) expect(isInternalAddress(a), a).toBe(false);
  });

  it('refuses internal addresses with a Chinese 400 and creates nothing', async () => {
    const before = await recordCount();
    for (const url of [
      'http://127.0.0.1:3000/api/user/page',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://localhost:5432/',
      'http://10.0.0.8/',
    ]) {
      const r = await submit(url);
      expect(r.status, url).toBe(400);
      expect(r.body.message, url).toMatch(/不能对(内网或)?本机地址取证/);
    }
    const batch = await api.post('/evidence/obtain/web/batch', {
      urls: ['https://example.com/', 'http://192.168.0.1/'],
      title: '批量取证',
      applicant: { type: 'PERSONAL', customerId },
      options: { fullPage: true, video: false, durationSeconds: 0 },
    });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toMatch(/^第 2 个网址：不能对内网或本机地址取证/);
    expect(await recordCount()).toEqual(before);
  });
});
