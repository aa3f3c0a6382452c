import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inTenant } from '../db/scope.ts';
import { requestContext } from '../lib/request-context.ts';
import { actorFields, appendLog } from '../modules/oplog/audit.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_LOGGED = new Set(['/api/auth/login', '/api/auth/captcha']);
const VERB_ACTION: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** `/api/user/activated` → user + activated; `/api/user` with PUT → user + update. */
export function describeCall(method: string, path: string): { module: string; action: string } {
  const [, , module = '', ...rest] = path.split('/');
  return { module, action: rest.length ? rest.join('/') : (VERB_ACTION[method] ?? method.toLowerCase()) };
}

function targetOf(request: FastifyRequest): string {
  const pick = (o: unknown) => (o && typeof o === 'object' && 'id' in o ? (o as { id: unknown }).id : undefined);
  const id = pick(request.body) ?? pick(request.query);
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
}

/**
 * Every mutating API call leaves a log entry. Successful changes are logged by their service inside
 * the change's transaction (`audit`); this hook logs refused and failed calls, and successful calls
 * whose service had nothing to record (sign-out, profile), after the response.
 */
export const operateLogHook = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    if (!actor || !MUTATING.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || NOT_LOGGED.has(path)) return;
    const failed = reply.statusCode >= 400;
    const call = requestContext();
    if (!failed && call?.audited) return;
    const failure = request.failure;
    try {
      await inTenant(app.db, actor.tenantId, (tx) =>
        appendLog(tx, {
          tenantId: actor.tenantId,
          ...actorFields(actor, call),
          ...describeCall(request.method, path),
          at: new Date().toISOString(),
          targetId: targetOf(request),
          result: failed ? 'FAILURE' : 'SUCCESS',
          errorCode: failed ? (failure?.code ?? String(reply.statusCode)) : '',
          message: failed ? (failure?.message ?? '') : '',
          durationMs: Math.round(reply.elapsedTime),
          diff: [],
        }),
      );
    } catch (err) {
      request.log.error({ err }, 'operation log entry could not be written');
    }
  });
});
