import { API } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { routesOf } from './security/route-collector.ts';

vi.mock('fastify', async (original) => (await import('./security/route-collector.ts')).withRouteCollector(await original()));

/** Routes outside the contracts: health, the API reference and the websocket. */
const OUTSIDE_CONTRACTS = /^(GET|HEAD) \/api\/(health|docs(\/.*)?|ws\/:token)$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('the contracts and the routing table', () => {
  const endpoints = Object.entries(API).flatMap(([group, list]) => Object.entries(list).map(([name, e]) => ({ name: `${group}.${name}`, ...e })));

  it('mounts every endpoint of the contracts once, with the access it declares', () => {
    const routes = routesOf(ctx.app).filter((r) => r.method !== 'HEAD');
    for (const e of endpoints) {
      const matches = routes.filter((r) => r.method === e.method && r.url === `/api${e.path}`);
      expect(matches, `${e.name}: ${e.method} /api${e.path}`).toHaveLength(1);
      expect(matches[0].access, e.name).toEqual(e.access);
    }
  });

  it('has no /api route that is not an endpoint of the contracts', () => {
    const declared = new Set(endpoints.map((e) => `${e.method} /api${e.path}`));
    const strays = routesOf(ctx.app)
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !declared.has(key) && !OUTSIDE_CONTRACTS.test(key));
    expect(strays).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
