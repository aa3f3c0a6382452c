import { hasPermission, SUPER_ADMIN_ID } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../context.ts';
import { createOffice, setUser } from '../fixtures.ts';
import { type Answer, type Call, fillPath, isMutation, n, type Operation, readOperations, sample, send } from './openapi-walk.ts';

vi.mock('fastify', async (original) => (await import('./route-collector.ts')).withRouteCollector(await original()));

/**
 * Every demo role (and no session at all) × every documented operation, against the access each route
 * declares. Writes are sent with a content type no route parses: the access check runs before the body
 * is read, so a refused call answers 401/403 and an allowed one 415 — no handler runs, nothing changes.
 * Reads are sent with sample parameters and run.
 */
const DEMO_ACCOUNTS = ['admin', 'office_admin', 'notary', 'assistant', 'director', 'finance', 'archivist'];
const PROBE_TYPE = 'application/x-notaria-access-probe';
/** What a user who must still change the initial password may call (the rest answers PASSWORD_CHANGE_REQUIRED). */
const OPEN_BEFORE_PASSWORD_CHANGE = ['GET /api/auth/current-user', 'PUT /api/auth/update-password', 'POST /api/auth/logout'];

let ctx: TestContext;
let operations: Operation[];
let undocumented: string[];
let routeCount: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ operations, undocumented, routeCount } = readOperations(ctx.app));
});
afterAll(() => ctx?.close());

const probe = (op: Operation): Call => {
  const params = (sample(op.params) ?? {}) as Record<string, unknown>;
  if (isMutation(op.method)) return { method: op.method, url: fillPath(op.path, params), headers: { 'content-type': PROBE_TYPE }, payload: 'probe' };
  return { method: op.method, url: fillPath(op.path, params), query: sample(op.query) as Record<string, unknown> | undefined };
};

/** Public to the session check, these routes take their own credential instead (the editor's x-doc-token, a guest's x-meet-token): refused to everyone else. */
const OWN_CREDENTIAL = (op: Operation) => (op.path.startsWith('/api/doc-edit/') && op.key !== 'POST /api/doc-edit/open') || op.path.startsWith('/api/meet/');

const mayCall = (access: Operation['access'], userId: number, authorities: string[]) => {
  if (access === 'public' || access === 'login') return true;
  if (access === 'superAdmin') return userId === SUPER_ADMIN_ID;
  return (typeof access === 'string' ? [access] : access).some((p) => hasPermission(authorities, p));
};

describe('the OpenAPI document', () => {
  it('lists every route but the few left out on purpose, and every route declares its access', () => {
    expect(undocumented, 'routes missing from the OpenAPI document (document them, or add them to UNDOCUMENTED with a reason)').toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(op.access, op.key).toBeDefined();
    console.log(`安全测试（接口文档）：路由 ${n(routeCount)} 条，文档内操作 ${n(operations.length)} 个，未入文档 ${undocumented.length}`);
  });

  it('is compared with the real routing table, so a route hidden from it is found', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: swagger } = await import('@fastify/swagger');
    const app = Fastify();
    await app.register(swagger, { openapi: { info: { title: 't', version: '0' } } });
    app.get('/api/listed', { config: { access: 'login' } }, async () => 'x');
    app.put('/api/unlisted', { config: { access: 'login' }, schema: { hide: true } }, async () => 'x');
    app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => 'x');
    await app.ready();
    expect(readOperations(app).undocumented).toEqual(['PUT /api/unlisted']);
    await app.close();
  });
});

describe('authorization', () => {
  it('answers 401 without a session and 403 exactly where the active role lacks the declared permission', async () => {
    const misses: string[] = [];
    let calls = 0;
    let server = 0;
    const check = (who: string, op: Operation, a: Answer, expected: 'open' | 401 | 403) => {
      calls++;
      if (a.status >= 500) server++;
      const refused = a.status === 401 || a.status === 403;
      if (expected === 'open' ? refused || a.status >= 500 : a.status !== expected)
        misses.push(`${who} ${op.key} (${JSON.stringify(op.access)}): ${a.status} ${a.json?.code ?? ''} ${a.json?.message ?? ''}`);
    };

    for (const op of operations) {
      const answer = await send(ctx.app, undefined, probe(op));
      check('匿名', op, answer, op.access === 'public' && !OWN_CREDENTIAL(op) ? 'open' : 401);
    }
    // Sign-out last: it ends the session the other calls use.
    const ordered = [...operations.filter((o) => o.key !== 'POST /api/auth/logout'), ...operations.filter((o) => o.key === 'POST /api/auth/logout')];
    let identities = 1;
    for (const account of DEMO_ACCOUNTS) {
      const first = await ctx.login(account);
      const roles = (await send(ctx.app, first, { method: 'GET', url: '/api/auth/current-user' })).json.data.roleList as { id: number; code: string }[];
      // Every role the user holds, each active in turn (the director is also a notary).
      for (const role of roles) {
        const token = role === roles[0] ? first : await ctx.login(account);
        const switched = await send(ctx.app, token, { method: 'PUT', url: '/api/auth/active-role', body: { roleId: role.id } });
        expect(switched.status, switched.text).toBe(200);
        const me = switched.json.data;
        identities++;
        for (const op of ordered) {
          const answer = await send(ctx.app, token, probe(op));
          const expected = OWN_CREDENTIAL(op) ? 401 : mayCall(op.access, me.id, me.authorities) || op.access === 'public' ? 'open' : 403;
          check(`${account}/${role.code}`, op, answer, expected);
        }
      }
    }
    console.log(
      `安全测试（权限）：操作 ${n(operations.length)} 个 × 身份 ${identities} 个（含未登录），调用 ${n(calls)} 次，越权 ${misses.filter((m) => !/: 40[13] /.test(m)).length}，误拒 ${misses.filter((m) => /: 40[13] /.test(m)).length}，5xx ${server}`,
    );
    expect(misses).toEqual([]);
    // Every operation for every role of every demo account: a sweep of thousands of calls, not one request.
  }, 180_000);

  it('lets a user who must change the initial password do nothing else', async () => {
    const office = await createOffice(ctx.db, '改密测试机构', 'must_change', ['*']);
    await setUser(ctx.db, 'must_change', { mustChangePassword: true });
    const token = await ctx.login('must_change', office.password);
    const wrong: string[] = [];
    let calls = 0;
    for (const op of operations) {
      if (op.access === 'public' || op.key === 'POST /api/auth/logout') continue;
      calls++;
      const a = await send(ctx.app, token, probe(op));
      const open = OPEN_BEFORE_PASSWORD_CHANGE.includes(op.key);
      if (open ? a.status === 401 || a.status === 403 || a.status >= 500 : a.json?.code !== 'PASSWORD_CHANGE_REQUIRED')
        wrong.push(`${op.key}: ${a.status} ${a.json?.code ?? ''}`);
    }
    console.log(`安全测试（须改密）：调用 ${n(calls)} 次，未拦截 ${wrong.length}`);
    expect(wrong).toEqual([]);
  });
});
