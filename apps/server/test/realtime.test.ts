import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { inTenant } from '../src/db/scope.ts';
import { notify } from '../src/modules/notice/notice.service.ts';
import { SESSION_ENDED } from '../src/realtime/hub.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { startPrivateRedis } from './private-services.ts';
import { openSocket, silentFor } from './ws-client.ts';

let ctx: TestContext;
let base: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await ctx.login('office_admin');
});
afterAll(() => ctx.close());

const sendTo = (baseUrl: string, token: string, userIds: number[], title = '请于今日 17:00 前提交月报') =>
  fetch(`${baseUrl}/api/office-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', satoken: token },
    body: JSON.stringify({ title, content: '财务室', userIds, roleIds: [], deptIds: [] }),
  }).then((r) => r.json() as Promise<{ success: boolean }>);

describe('websocket', () => {
  it('answers PING with PONG', async () => {
    const s = await openSocket(base, await ctx.login('notary'));
    s.ws.send('PING');
    expect(await s.next()).toEqual({ type: 'PONG' });
    s.ws.close();
  });

  it('refuses a bad token before the upgrade', async () => {
    await expect(openSocket(base, 'not-a-session')).rejects.toThrow('HTTP 401');
  });

  it('delivers a new notice to every socket of the recipient, and to nobody else', async () => {
    const notary = await ctx.login('notary');
    const [tab1, tab2, other] = await Promise.all([openSocket(base, notary), openSocket(base, notary), openSocket(base, await ctx.login('assistant'))]);
    const res = await sendTo(base, admin, [await userIdOf(ctx.db, 'notary')]);
    expect(res.success).toBe(true);
    for (const s of [tab1, tab2]) {
      const msg = await s.next();
      expect(msg).toMatchObject({ type: 'MESSAGE', data: { title: '请于今日 17:00 前提交月报', notifyType: 'OFFICE_NOTICE', isRead: false } });
    }
    expect(await silentFor(other, 300)).toBe(true);
    for (const s of [tab1, tab2, other]) s.ws.close();
  });

  it('never delivers across tenants, even to the same user id', async () => {
    const office = await createOffice(ctx.db, '上海市东方公证处', 'sh_user', ['homePage:dashboard']);
    const foreign = await openSocket(base, await ctx.login('sh_user', office.password));
    await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      notify(tx, ctx.app.realtime, DEMO_TENANT_ID, { to: { userIds: [office.userId] }, notifyType: 'OFFICE_NOTICE', title: 'x' }),
    );
    await ctx.app.realtime.deliver(DEMO_TENANT_ID, [office.userId], { type: 'MESSAGE', data: 'forged' });
    expect(await silentFor(foreign, 300)).toBe(true);
    foreign.ws.close();
  });

  it('closes the socket when its session ends by logout', async () => {
    const token = await ctx.login('finance');
    const s = await openSocket(base, token);
    await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { satoken: token } });
    expect(await s.closed).toBe(SESSION_ENDED);
  });

  it('closes the sockets of a deactivated user and of a disabled tenant at once', async () => {
    const mine = await openSocket(base, await ctx.login('assistant'));
    const put = (url: string, token: string, body: object) =>
      fetch(`${base}/api${url}`, { method: 'PUT', headers: { 'content-type': 'application/json', satoken: token }, body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<{ success: boolean }>,
      );
    expect((await put('/user/activated', admin, { id: await userIdOf(ctx.db, 'assistant'), activated: false })).success).toBe(true);
    expect(await mine.closed).toBe(SESSION_ENDED);

    const office = await createOffice(ctx.db, '广州市南方公证处', 'gz_user', ['homePage:dashboard']);
    const theirs = await openSocket(base, await ctx.login('gz_user', office.password));
    expect((await put('/tenant/status', await ctx.login('admin'), { id: office.tenantId, status: 'DISABLED' })).success).toBe(true);
    expect(await theirs.closed).toBe(SESSION_ENDED);
  });

  it('keeps the token out of the access log', async () => {
    const lines: string[] = [];
    const logged = await buildApp(ctx.config, ctx.db, { logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } as never });
    const url = await logged.listen({ port: 0, host: '127.0.0.1' });
    const token = await ctx.login('archivist');
    const s = await openSocket(url, token);
    s.ws.close();
    await logged.close();
    expect(lines.join('\n')).toContain('/ws/[token]');
    expect(lines.join('\n')).not.toContain(token);
  });

  it('survives a server restart: the client reconnects with its session and finds what it missed', async () => {
    const first = await buildApp(ctx.config, ctx.db);
    const url1 = await first.listen({ port: 0, host: '127.0.0.1' });
    const token = await ctx.login('archivist');
    const s = await openSocket(url1, token);
    await first.close();
    expect(await s.closed).toBeGreaterThanOrEqual(1000);

    const archivist = await userIdOf(ctx.db, 'archivist');
    await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      notify(tx, ctx.app.realtime, DEMO_TENANT_ID, { to: { userIds: [archivist] }, notifyType: 'STATUS_WAIT_ARCHIVES', title: '有 1 件业务待归档' }),
    );

    const second = await buildApp(ctx.config, ctx.db);
    const url2 = await second.listen({ port: 0, host: '127.0.0.1' });
    const again = await openSocket(url2, token);
    again.ws.send('PING');
    expect(await again.next()).toEqual({ type: 'PONG' });
    const missed = await fetch(`${url2}/api/notify-message/my-page?current=1&size=10&isRead=false`, { headers: { satoken: token } }).then(
      (r) => r.json() as Promise<{ data: { list: { title: string }[] } }>,
    );
    expect(missed.data.list.map((n: { title: string }) => n.title)).toContain('有 1 件业务待归档');
    again.ws.close();
    await second.close();
  });
});

describe('two instances through Redis', () => {
  it('delivers a notice created on instance A to a client held by instance B', async () => {
    // The shared Redis when REDIS_URL names one, otherwise a throwaway redis-server of this test.
    const own = process.env.REDIS_URL ? undefined : await startPrivateRedis();
    onTestFinished(() => own?.destroy());
    const config = { ...ctx.config, redisUrl: process.env.REDIS_URL ?? own!.url };
    const [a, b] = await Promise.all([buildApp(config, ctx.db), buildApp(config, ctx.db)]);
    const [urlA, urlB] = await Promise.all([a.listen({ port: 0, host: '127.0.0.1' }), b.listen({ port: 0, host: '127.0.0.1' })]);
    try {
      const onB = await openSocket(urlB, await ctx.login('notary'));
      const res = await sendTo(urlA, admin, [await userIdOf(ctx.db, 'notary')], '跨实例通知');
      expect(res.success).toBe(true);
      expect(await onB.next()).toMatchObject({ type: 'MESSAGE', data: { title: '跨实例通知' } });
      onB.ws.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
