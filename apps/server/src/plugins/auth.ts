import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER_TENANT, HEADER_TOKEN, SUPER_ADMIN_ID, hasAnyPermission } from '@notaria/contracts';
import { AppError, forbidden, requiredLogin } from '../lib/app-error.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { resolveSession } from '../modules/auth/session.service.ts';
import { recordTenantSwitch, tenantExists } from '../modules/tenant/tenant.service.ts';
import { type Access, assertAccessDeclared, requiredPermissions } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where sessions, users, roles and tenants are changed: a successful write there drops every cached session. */
const CHANGES_SESSIONS = /^\/api\/(auth|user|role|tenant)(\/|\?|$)/;
/** What a user who must change the password may still call: who am I, change it, sign out. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['GET /api/auth/current-user', 'PUT /api/auth/update-password', 'POST /api/auth/logout']);

function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers[HEADER_TOKEN];
  if (typeof header === 'string' && header) return { token: header, fromCookie: false };
  const cookie = request.cookies.satoken || request.cookies.token;
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/** A cookie-authenticated write must come from our own origin (the browser says so). */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * User id 1 works in the tenant named by `tid` (default: the home tenant). Moving to another tenant than
 * the session last worked in is recorded in the operation log of the tenant entered.
 */
async function chooseTenant(app: FastifyInstance, request: FastifyRequest, actor: Actor): Promise<void> {
  if (actor.userId !== SUPER_ADMIN_ID) return;
  const raw = request.headers[HEADER_TENANT];
  let tid = actor.homeTenantId;
  if (typeof raw === 'string' && raw !== '') {
    tid = Number(raw);
    if (!Number.isInteger(tid) || tid <= 0) throw new AppError('VALIDATION_FAILED', '机构编号不正确');
    if (tid !== actor.homeTenantId && !(await tenantExists(app.db, tid))) throw new AppError('NOT_FOUND', '所选机构不存在');
  }
  actor.tenantId = tid;
  const from = actor.workTenantId ?? actor.homeTenantId;
  if (tid === from) return;
  await recordTenantSwitch(app.db, actor, from, tid);
  await app.sessionCache.changed(); // the session's working tenant changed
  request.log.info({ tenantSwitch: { userId: actor.userId, from, to: tid } }, 'super administrator works in another tenant');
}

function authorize(actor: Actor, access: Access): void {
  if (access === 'login') return;
  if (access === 'superAdmin') {
    if (actor.userId !== SUPER_ADMIN_ID) throw forbidden('仅平台超级管理员可执行此操作');
    return;
  }
  if (!hasAnyPermission(actor.permissions, requiredPermissions(access))) throw forbidden();
}

/** Authenticates every request and enforces the access each route declares. */
export const auth = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) assertAccessDeclared(route.url, route.config?.access);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.url.startsWith('/api/') || access === undefined || access === 'public') return;
    const found = readToken(request);
    if (!found) throw requiredLogin();
    const actor = await resolveSession(app.db, app.config, found.token, { cache: app.sessionCache });
    if (!actor) throw requiredLogin();
    if (found.fromCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) throw new AppError('CSRF_REJECTED');
    request.actor = actor;
    if (actor.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    await chooseTenant(app, request, actor);
    authorize(actor, access);
  });

  // Before the answer leaves, so the caller's next request (to any instance) reads the change.
  app.addHook('onSend', async (request, reply) => {
    if (!request.actor || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (CHANGES_SESSIONS.test(request.url)) await app.sessionCache.changed();
  });
});

/** The signed-in actor of a route whose access is not 'public'. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw requiredLogin();
  return request.actor;
}
