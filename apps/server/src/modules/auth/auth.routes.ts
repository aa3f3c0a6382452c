import { authApi } from '@notaria/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { currentUser, mySignIns, switchRole, updatePassword, updateProfile } from './account.service.ts';
import { login, logout } from './auth.service.ts';
import { issueCaptcha } from './captcha.service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie('satoken', token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires });
}

export default routeGroup(
  authApi,
  (app) => ({
    captcha: async () => {
      if (!app.config.captchaEnabled) return { enabled: false, captchaId: '', image: '' };
      return { enabled: true, ...(await issueCaptcha(app.db)) };
    },
    login: async (r, reply) => {
      const { expiresAt, ...result } = await login(app.db, app.config, r.body, meta(r));
      setSessionCookie(r, reply, result.tokenValue, expiresAt);
      return result;
    },
    logout: async (r, reply) => {
      const actor = actorOf(r);
      await logout(app.db, actor);
      await app.realtime.endSessions([actor.sessionId]);
      reply.clearCookie('satoken', { path: '/' });
      return null;
    },
    currentUser: async (r) => currentUser(app.db, actorOf(r)),
    updateProfile: async (r) => updateProfile(app.db, actorOf(r), r.body),
    updatePassword: async (r) => {
      const ended = await updatePassword(app.db, actorOf(r), r.body);
      await app.realtime.endSessions(ended);
      return null;
    },
    switchRole: async (r) => switchRole(app.db, actorOf(r), r.body.roleId),
    signInPage: async (r) => mySignIns(app.db, actorOf(r), r.query.current, r.query.size),
  }),
  {
    // The limit is the server's setting, read when a sign-in comes in.
    config: { login: { rateLimit: { max: (request) => request.server.config.loginRateLimitPerMinute, timeWindow: '1 minute' } } },
  },
);
