import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CaptchaResponse, CurrentUser, Envelope, LoginBody, LoginResponse, Page, PageQuery, SignInRecord, SwitchRoleBody, UpdatePasswordBody,
  UpdateProfileBody,
} from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { currentUser, mySignIns, switchRole, updatePassword, updateProfile } from './account.service.ts';
import { login, logout } from './auth.service.ts';
import { issueCaptcha } from './captcha.service.ts';

const tags = ['会话与账号'];
const Empty = Envelope(Type.Null());

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie('satoken', token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires });
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/captcha', {
    config: { access: 'public' },
    schema: { tags, summary: '获取图形验证码（2 分钟内有效，仅可使用一次）', response: { 200: Envelope(CaptchaResponse) } },
    handler: async (request) => {
      if (!app.config.captchaEnabled) return ok(request, { enabled: false, captchaId: '', image: '' });
      return ok(request, { enabled: true, ...(await issueCaptcha(app.db)) });
    },
  });

  app.post('/login', {
    config: { access: 'public', rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags, summary: '账号密码登录', body: LoginBody, response: { 200: Envelope(LoginResponse) } },
    handler: async (request, reply) => {
      const { expiresAt, ...result } = await login(app.db, app.config, request.body, meta(request));
      setSessionCookie(request, reply, result.tokenValue, expiresAt);
      return ok(request, result, '登录成功');
    },
  });

  app.post('/logout', {
    config: { access: 'login' },
    schema: { tags, summary: '退出登录', response: { 200: Empty } },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await logout(app.db, actor);
      await app.realtime.endSessions([actor.sessionId]);
      reply.clearCookie('satoken', { path: '/' });
      return ok(request, null, '已退出登录');
    },
  });

  app.get('/current-user', {
    config: { access: 'login' },
    schema: { tags, summary: '当前用户信息、角色与权限', response: { 200: Envelope(CurrentUser) } },
    handler: async (request) => ok(request, await currentUser(app.db, actorOf(request))),
  });

  app.put('/current-user', {
    config: { access: 'login' },
    schema: { tags, summary: '修改个人信息', body: UpdateProfileBody, response: { 200: Envelope(CurrentUser) } },
    handler: async (request) => ok(request, await updateProfile(app.db, actorOf(request), request.body), '个人信息已保存'),
  });

  app.put('/update-password', {
    config: { access: 'login' },
    schema: { tags, summary: '修改密码（其他会话随之失效）', body: UpdatePasswordBody, response: { 200: Empty } },
    handler: async (request) => {
      const ended = await updatePassword(app.db, actorOf(request), request.body);
      await app.realtime.endSessions(ended);
      return ok(request, null, '密码已修改');
    },
  });

  app.put('/active-role', {
    config: { access: 'login' },
    schema: { tags, summary: '切换当前角色', body: SwitchRoleBody, response: { 200: Envelope(CurrentUser) } },
    handler: async (request) => ok(request, await switchRole(app.db, actorOf(request), request.body.roleId), '角色已切换'),
  });

  app.get('/sign-in-page', {
    config: { access: 'login' },
    schema: { tags, summary: '我的登录记录（分页）', querystring: PageQuery, response: { 200: Envelope(Page(SignInRecord)) } },
    handler: async (request) => ok(request, await mySignIns(app.db, actorOf(request), request.query.current, request.query.size)),
  });
}
