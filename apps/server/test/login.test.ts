import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demo, type TestContext } from './context.ts';
import { captchaAnswer, expireCaptcha, setTenantStatus, setUser, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ captchaEnabled: true });
});
afterAll(() => ctx.close());

const captcha = async () => {
  const res = await ctx.app.inject({ url: '/api/auth/captcha' });
  const { captchaId, image, enabled } = res.json().data;
  expect(enabled).toBe(true);
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  return { captchaId, answer: (await captchaAnswer(ctx.db, captchaId))! };
};

const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('signs in with a trimmed account, a case-insensitive captcha, and sets the session cookie', async () => {
    const { captchaId, answer } = await captcha();
    const res = await login({ account: '  notary  ', password: demo('notary').password, captchaId, captcha: answer.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '登录成功', requestId: expect.any(String) });
    expect(body.data.tokenValue).toMatch(/^[\w-]{43}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    const cookie = res.cookies.find((c) => c.name === 'satoken');
    expect(cookie).toMatchObject({ value: body.data.tokenValue, httpOnly: true, sameSite: 'Lax' });
  });

  it('refuses a wrong password with a Chinese message and code', async () => {
    const { captchaId, answer } = await captcha();
    const res = await login({ account: 'notary', password: 'wrong-password1', captchaId, captcha: answer });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '账号或密码错误' });
  });

  it('gives the same answer for an unknown account as for a wrong password', async () => {
    const { captchaId, answer } = await captcha();
    const res = await login({ account: 'nobody', password: 'whatever1', captchaId, captcha: answer });
    expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED', message: '账号或密码错误' });
  });

  it('uses a captcha once only, right or wrong', async () => {
    const { captchaId, answer } = await captcha();
    const wrong = await login({ ...demo('assistant'), captchaId, captcha: 'zzzz' });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    const again = await login({ ...demo('assistant'), captchaId, captcha: answer });
    expect(again.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses an expired captcha', async () => {
    const { captchaId, answer } = await captcha();
    await expireCaptcha(ctx.db, captchaId);
    const res = await login({ ...demo('assistant'), captchaId, captcha: answer });
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_INVALID', message: '验证码错误或已过期，请重新输入' });
  });

  it('requires a captcha when captcha is on', async () => {
    const res = await login(demo('assistant'));
    expect(res.json().code).toBe('CAPTCHA_INVALID');
  });

  it('locks an account for 10 minutes after 5 wrong passwords, even for the right one', async () => {
    for (let i = 0; i < 4; i++) {
      const { captchaId, answer } = await captcha();
      expect((await login({ account: 'finance', password: `bad-${i}-pass`, captchaId, captcha: answer })).json().code).toBe('LOGIN_FAILED');
    }
    const fifth = await captcha();
    const locked = await login({ account: 'finance', password: 'bad-5-pass', captchaId: fifth.captchaId, captcha: fifth.answer });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: '密码错误次数过多，账号已锁定，请 10 分钟后再试' });
    const right = await captcha();
    const still = await login({ ...demo('finance'), captchaId: right.captchaId, captcha: right.answer });
    expect(still.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses a deactivated user and a disabled tenant', async () => {
    await setUser(ctx.db, 'archivist', { activated: false });
    let c = await captcha();
    expect((await login({ ...demo('archivist'), captchaId: c.captchaId, captcha: c.answer })).json().code).toBe('ACCOUNT_DISABLED');
    await setUser(ctx.db, 'archivist', { activated: true });
    await setTenantStatus(ctx.db, DEMO_TENANT_ID, 'DISABLED');
    c = await captcha();
    expect((await login({ ...demo('archivist'), captchaId: c.captchaId, captcha: c.answer })).json().code).toBe('TENANT_DISABLED');
    await setTenantStatus(ctx.db, DEMO_TENANT_ID, 'ACTIVE');
  });

  it('names the missing field in Chinese when the body is incomplete', async () => {
    const res = await login({ account: 'notary' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '缺少必填项：密码' });
  });
});

describe('login rate limit', () => {
  it('limits login attempts per IP', async () => {
    const limited = await createTestContext({ loginRateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'x', password: 'y' } })).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      const last = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'x', password: 'y' } });
      expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(last.json().message).toMatch(/^登录尝试过于频繁，请 \d+ 秒后再试$/);
    } finally {
      await limited.close();
    }
  });
});
