import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy } from '../src/config.ts';
import { asSystem } from '../src/db/scope.ts';
import { departments, operateLog, sessions } from '../src/db/schema.ts';
import { loggableError } from '../src/lib/loggable-error.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
let admin: Client, notary: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  notary = client(ctx, await ctx.login('notary'));
});
afterAll(() => ctx.close());

const raw = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { satoken: token }, ...(payload ? { payload } : {}) });
const lastLogRow = async () =>
  (await asSystem(ctx.db, (tx) => tx.select().from(operateLog).where(eq(operateLog.tenantId, DEMO_TENANT_ID)).orderBy(desc(operateLog.id)).limit(1)))[0];
const deptNames = async () =>
  (await asSystem(ctx.db, (tx) => tx.select({ name: departments.name }).from(departments).where(eq(departments.tenantId, DEMO_TENANT_ID)))).map((d) => d.name);

describe('NUL bytes', () => {
  it('leave the log row of a refused call (shown as ␀)', async () => {
    const token = await ctx.login('notary');
    const res = await raw(token, 'DELETE', '/api/user?id=5%00');
    expect(res.statusCode).toBe(403);
    // The refusal is logged after the answer is sent.
    await vi.waitFor(async () =>
      expect(await lastLogRow()).toMatchObject({
        result: 'FAILURE',
        errorCode: 'FORBIDDEN',
        module: 'user',
        action: 'delete',
        targetId: '5␀',
        requestId: res.json().requestId,
      }),
    );
  });

  it('are a 400 in any string, body or query, and change nothing', async () => {
    const before = await deptNames();
    const body = await admin.post('/dept', { parentId: null, name: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请求内容含有不允许的空字符（\\0），请删除后重试' });
    const query = await raw(await ctx.login('office_admin'), 'GET', '/api/customer/personal/page?keyword=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().code).toBe('VALIDATION_FAILED');
    const nested = await admin.post('/business', { itemIds: [1], parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: 'x\u0000' } }] });
    expect(nested.status).toBe(400);
    expect(await deptNames()).toEqual(before);
  });

  it('never reach the error log: a failed query is logged without its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), { code: '22P02' });
    const err = Object.assign(new Error('Failed query: select * from users where id = $1\nparams: secret-value'), { cause });
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('secret-value');
    expect(logged).toContain('Failed query: select * from users where id = $1');
    expect(loggableError(err)).toMatchObject({ cause: { code: '22P02' } });
  });
});

describe('deeply nested JSON', () => {
  /** Sent as text: JSON.stringify itself cannot write 10 000 levels. */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
  const post = async (url: string, body: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { satoken: await ctx.login('office_admin'), 'content-type': 'application/json' }, payload: body });

  it('is a 400 past 64 levels, also in free-form form data, and changes nothing', async () => {
    const forms = (await admin.get('/form/page', { size: 100 })).body.data.total;
    const res = await post('/api/form', `{"name":"深层表单","code":"deepForm","schema":${nested(10_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求内容嵌套层级过深（最多 64 层）');
    expect((await post('/api/form/validate', `{"id":1,"data":${nested(100)}}`)).statusCode).toBe(400);
    expect((await post('/api/form/validate', `{"id":1,"data":${nested(20)}}`)).json().message).not.toContain('嵌套');
    expect((await admin.get('/form/page', { size: 100 })).body.data.total).toBe(forms);
  });
});

describe('URLs the router refuses', () => {
  it('are answered in the envelope', async () => {
    const token = await ctx.login('notary');
    for (const [url, status, message] of [
      ['/api/file/%E0%A4%A', 400, '请求地址不正确'],
      [`/api/file/${'a'.repeat(200)}`, 414, '请求地址过长'],
    ] as const) {
      const res = await raw(token, 'GET', url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message, requestId: res.headers['x-request-id'] });
    }
  });
});

describe('integers past 2^31 − 1', () => {
  it('are a 400 in ids, filters and bodies', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/user?id=2147483648'],
      ['GET', '/api/user/page?deptId=99999999999'],
      ['PUT', '/api/business/accept', { id: 2147483648 }],
      ['DELETE', '/api/dept?id=-2147483649'],
    ] as const) {
      const res = await raw(await ctx.login('office_admin'), method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await admin.get('/user', { id: 2147483647 })).body.code).toBe('NOT_FOUND');
  });

  it('are documented as bounds in the API reference', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; schema: { maximum?: number } }[] }>> };
    const id = doc.paths['/api/user'].get.parameters!.find((p) => p.name === 'id');
    expect(id?.schema.maximum).toBe(2147483647);
  });
});

describe('required text', () => {
  it('is trimmed of ASCII and full-width white space; blank is "required"', async () => {
    for (const name of [' ', '\u3000', ' \u3000\t']) {
      const res = await admin.post('/dept', { parentId: null, name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('部门名称不能为空');
    }
    const made = await admin.post('/dept', { parentId: null, name: '\u3000档案室二 ' });
    expect(made.body.data.name).toBe('档案室二');
    expect((await admin.get('/dept/page', { name: ' 档案室二\u3000' })).body.data.some((d: { name: string }) => d.name === '档案室二')).toBe(true);
  });

  it('leaves passwords as typed', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: ' notary ', password: ' Demo@2026 ' } });
    expect(res.json().code).toBe('LOGIN_FAILED');
  });
});

describe('a user who must change the password', () => {
  it('may only read who they are, change the password and sign out', async () => {
    const roles = (await admin.get('/role/select')).body.data as { id: number; code: string }[];
    const created = await admin.post('/user', {
      account: 'new_clerk',
      name: '新同事',
      deptId: null,
      roleIds: [roles.find((r) => r.code === 'notary')!.id],
      password: 'Start@2026',
    });
    expect(created.status).toBe(200);
    const clerk = client(ctx, await ctx.login('new_clerk', 'Start@2026'));
    const blocked = await clerk.get('/business/page');
    expect(blocked).toMatchObject({ status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED', message: '请先修改初始密码，再使用系统' } });
    expect((await clerk.put('/auth/current-user', { name: '改名' })).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await clerk.get('/auth/current-user')).body.data.mustChangePassword).toBe(true);
    expect((await clerk.put('/auth/update-password', { oldPassword: 'Start@2026', newPassword: 'Clerk@2026x' })).status).toBe(200);
    expect((await clerk.get('/business/page')).status).toBe(200);
  });
});

describe('file references', () => {
  it('must name a file of the caller’s organisation', async () => {
    const other = await createOffice(ctx.db, '外地公证处', 'far_admin', ['*']);
    const farToken = await ctx.login('far_admin', other.password);
    const theirs = (await uploadFile(ctx, farToken, 'sign.png', PNG)).body.data.ossUrl as string;
    const adminToken = await ctx.login('office_admin');
    const ours = (await uploadFile(ctx, adminToken, 'sign.png', PNG)).body.data.ossUrl as string;
    const me = (await admin.get('/auth/current-user')).body.data;

    const sign = await admin.put('/user/sign-image', { id: me.id, url: theirs });
    expect(sign.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '电子签名须为本机构已上传的文件，请重新上传' });
    expect((await admin.put('/user/handwriting', { id: me.id, url: theirs })).status).toBe(400);
    expect((await admin.put('/auth/current-user', { headImage: theirs })).body.message).toBe('头像须为本机构已上传的文件，请重新上传');
    expect((await admin.put('/auth/current-user', { headImage: 'https://evil.example/x.png' })).status).toBe(400);

    expect((await admin.put('/user/sign-image', { id: me.id, url: ours })).body.data.signImage).toBe(ours);
    expect((await admin.put('/auth/current-user', { headImage: ours })).body.data.headImage).toBe(ours);
    expect((await admin.put('/user/sign-image', { id: me.id, url: '' })).body.data.signImage).toBe('');
  });
});

describe('small things', () => {
  it('names the real base of stored files', async () => {
    expect((await notary.get('/maintain/evidenceUpload/getUrl')).body.data).toBe('/api/file/');
  });

  it('answers an over-long request line in the envelope', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/customer/personal/page?keyword=${'a'.repeat(40_000)}` }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: '请求地址或请求头过长，请缩短查询条件后重试',
      requestId: expect.any(String),
    });
  });
});

describe('session activity', () => {
  it('is recorded often enough for a one-minute idle limit', async () => {
    const short = await createTestContext({ sessionIdleMinutes: 1 });
    try {
      const token = await short.login('notary');
      const aged = sql`now() - interval '30 seconds'`;
      await asSystem(short.db, (tx) => tx.update(sessions).set({ lastSeenAt: aged }).where(eq(sessions.tenantId, DEMO_TENANT_ID)));
      expect((await client(short, token).get('/auth/current-user')).status).toBe(200);
      const [row] = await asSystem(short.db, (tx) =>
        tx
          .select({ idleMs: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt}) * 1000` })
          .from(sessions)
          .where(eq(sessions.tenantId, DEMO_TENANT_ID)),
      );
      expect(Number(row.idleMs)).toBeLessThan(5_000);
    } finally {
      await short.close();
    }
  });
});

describe('X-Forwarded-For', () => {
  it('is not believed by default: forged addresses neither escape the sign-in limit nor reach the log', async () => {
    const limited = await createTestContext({ loginRateLimitPerMinute: 5 });
    try {
      const signIn = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.0.113.99' },
        payload: { account: 'notary', password: 'Demo@2026' },
      });
      const records = await client(limited, signIn.json().data.tokenValue).get('/auth/sign-in-page', { current: 1, size: 1 });
      expect(records.body.data.list[0].ip).toBe('127.0.0.1');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { account: 'nobody', password: 'x' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('is believed from the proxies TRUST_PROXY names', async () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    const proxied = await createTestContext({ trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { account: 'notary', password: 'Demo@2026' },
      });
      const records = await client(proxied, res.json().data.tokenValue).get('/auth/sign-in-page', { current: 1, size: 1 });
      expect(records.body.data.list[0].ip).toBe('198.51.100.7');
    } finally {
      await proxied.close();
    }
  });
});
