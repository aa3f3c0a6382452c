import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { installationId } from '../realtime/bus.ts';

/**
 * Where the per-client counters of the rate limits (sign-in, public verification) live: this instance's memory without
 * REDIS_URL; with it, Redis under `{prefix}:rate-limit:` (the live-notice prefix), so a client spreading its attempts
 * over several instances meets one limit. While Redis is away the limits are not applied rather than every sign-in
 * failing; the instance logs it once per outage and goes on retrying.
 */
export async function sharedRateLimitStore(app: FastifyInstance): Promise<{ redis?: Redis; nameSpace?: string; skipOnError?: boolean }> {
  const { redisUrl, realtimeChannelPrefix } = app.config;
  if (!redisUrl) return {};
  const prefix = realtimeChannelPrefix ?? `notaria:${await installationId(app.db)}`;
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, connectTimeout: 2_000 });
  let away = false;
  redis.on('error', (err) => {
    if (away) return;
    away = true;
    app.log.warn({ err }, 'rate limits (Redis) unreachable: not applied until it is back');
  });
  redis.on('ready', () => {
    if (away) app.log.info('rate limits (Redis) back');
    away = false;
  });
  redis.connect().catch(() => {}); // failures arrive as 'error' events and ioredis keeps retrying
  app.addHook('onClose', async () => redis.disconnect());
  return { redis, nameSpace: `${prefix}:rate-limit:`, skipOnError: true };
}
