import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../context.ts';
import { DEMO_TENANT_ID } from '../fixtures.ts';
import {
  type Answer,
  type Call,
  changedTables,
  fillPath,
  fingerprint,
  type IdField,
  idFields,
  n,
  type Operation,
  readOperations,
  send,
  setAt,
} from './openapi-walk.ts';
import { FILE_REF, idKinds, NOT_RECORD_IDS, type OfficeData, populate, valueFor, workingCall } from './tenant-data.ts';

vi.mock('fastify', async (original) => (await import('./route-collector.ts')).withRouteCollector(await original()));

/**
 * Two offices with a record of every kind. For every operation that takes an id (path, query or body,
 * nested too) or a file address, office B's administrator sends B's own working request with one of
 * them replaced by A's. No answer may be a 2xx carrying A's data, no call may fail with a 5xx, and A's
 * rows must be exactly as before. Afterwards B reads everything it can (also naming A in the `tid` header),
 * to find A's data stored into B.
 */
let ctx: TestContext;
let operations: Operation[];
let a: OfficeData;
let b: OfficeData;
let bToken: string;
const B_ADMIN = { account: 'sec_b_admin', initial: 'Initial@2026', password: 'Changed@2026' };

/** Seeded data of office A that office B has no copy of. */
const A_SEEDED = ['北京市长安公证处', '赵敏', '李明', '张婷', '王建国', '陈静', '刘洋', '13800010001'];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ operations } = readOperations(ctx.app));
  const root = await ctx.login('admin');
  const tenant = await send(ctx.app, root, {
    method: 'POST',
    url: '/api/tenant',
    body: { name: '上海市浦江公证处', alias: '沪浦江', admin: { account: B_ADMIN.account, name: '乙管理员', password: B_ADMIN.initial } },
  });
  expect(tenant.status, tenant.text).toBe(200);
  const first = await ctx.login(B_ADMIN.account, B_ADMIN.initial);
  const changed = await send(ctx.app, first, {
    method: 'PUT',
    url: '/api/auth/update-password',
    body: { oldPassword: B_ADMIN.initial, newPassword: B_ADMIN.password },
  });
  expect(changed.status, changed.text).toBe(200);
  bToken = first;
  a = await populate(ctx.app, await ctx.login('office_admin'), 'a', '甲机密', 1);
  b = await populate(ctx.app, bToken, 'b', '乙机构', 2);
  expect(a.ids.tenant).toBe(DEMO_TENANT_ID);
}, 120_000);
afterAll(() => ctx?.close());

/** The file-address fields of a body (`materials.0.fileUrl`). */
function fileRefFields(op: Operation): IdField[] {
  const out: IdField[] = [];
  const walk = (s: any, path: (string | number)[]) => {
    if (!s || typeof s !== 'object') return;
    for (const br of s.anyOf ?? [s]) {
      if (br.type === 'object')
        for (const [k, p] of Object.entries(br.properties ?? {}) as [string, any][]) {
          if (FILE_REF.test(k)) out.push({ in: 'body', path: [...path, k], name: k, type: p.type === 'array' ? 'array:string' : 'string' });
          else walk(p, [...path, k]);
        }
      else if (br.type === 'array') walk(br.items, [...path, 0]);
    }
  };
  walk(op.body, []);
  return out;
}

const baseCall = (op: Operation) => workingCall(op, b);

function withField(op: Operation, base: Call, f: IdField, value: unknown): Call {
  const c = structuredClone(base);
  if (f.in === 'path') c.url = fillPath(op.path, { [f.name]: value });
  else if (f.in === 'query') c.query = { ...c.query, [f.name]: value };
  else {
    c.body = (c.body && typeof c.body === 'object' ? c.body : {}) as Record<string, unknown>;
    setAt(c.body as Record<string, unknown>, f.path, value);
  }
  return c;
}

const leaksA = (answer: Answer) => answer.status < 300 && [...a.secrets, ...A_SEEDED].filter((s) => answer.text.includes(s));

const ORDER = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 } as const;

describe('another office’s ids', () => {
  it('give office B neither A’s data nor any change to it, in every operation that takes an id', async () => {
    // The check can see A's data: A's own reads carry it.
    const own = await send(ctx.app, await ctx.login('office_admin'), a.calls.get('GET /api/business')!);
    expect(leaksA(own)).toContain('甲机密');
    const before = await fingerprint(ctx, { tenantId: DEMO_TENANT_ID });
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let calls = 0;
    let idOps = 0;
    const attack = async (op: Operation, c: Call, label: string) => {
      let answer = await send(ctx.app, bToken, c);
      if (answer.status === 401) {
        bToken = await ctx.login(B_ADMIN.account, B_ADMIN.password);
        answer = await send(ctx.app, bToken, c);
      }
      calls++;
      const found = leaksA(answer);
      if (found && found.length) leaks.push(`${op.key} ${label}: ${answer.status} carries ${found.join('、')}`);
      if (answer.status >= 500) serverErrors.push(`${op.key} ${label}: ${answer.status} ${answer.json?.message ?? ''}`);
    };
    const ordered = [...operations].filter((o) => o.access !== 'public').sort((x, y) => ORDER[x.method] - ORDER[y.method] || x.key.localeCompare(y.key));
    for (const op of ordered) {
      const ids = idFields(op).filter((f) => !NOT_RECORD_IDS.has(f.name));
      const files = fileRefFields(op);
      if (!ids.length && !files.length) continue;
      idOps++;
      const base = baseCall(op);
      for (const f of ids) {
        for (const kind of idKinds(op, f, a.ids)) {
          const v = a.ids[kind];
          if (v === undefined || v === 0 || v === '') continue;
          await attack(op, withField(op, base, f, valueFor(f, v)), `${f.path.join('.')}=A.${kind}`);
        }
      }
      for (const f of files) await attack(op, withField(op, base, f, valueFor(f, a.ids.fileUrl)), `${f.path.join('.')}=A.file`);
    }

    // What B can read now must still hold nothing of A (A's file attached to B's case, A's user named in B's flow…).
    // Also with the tenant header naming A, which only the platform administrator may use.
    let reads = 0;
    for (const op of ordered.filter((o) => o.method === 'GET')) {
      for (const headers of [{}, { tid: String(DEMO_TENANT_ID) }] as Record<string, string>[]) {
        const answer = await send(ctx.app, bToken, { ...baseCall(op), headers });
        reads++;
        const found = leaksA(answer);
        if (found && found.length) leaks.push(`${op.key} (B 读取${'tid' in headers ? '，tid=A' : ''}): carries ${found.join('、')}`);
        if (answer.status >= 500) serverErrors.push(`${op.key} (B 读取): ${answer.status}`);
      }
    }

    const changed = changedTables(before, await fingerprint(ctx, { tenantId: DEMO_TENANT_ID }));
    console.log(
      `安全测试（跨机构）：含编号的操作 ${n(idOps)} 个，调用 ${n(calls + reads)} 次，泄露 ${leaks.length}，5xx ${serverErrors.length}，甲机构被改动的表 ${changed.length}`,
    );
    expect(leaks).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(changed, 'tables whose rows of office A changed').toEqual([]);
  }, 180_000);
});
