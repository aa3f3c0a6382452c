import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import '@fastify/websocket';
import { WS_PING } from '@notaria/contracts';
import { resolveSession } from '../modules/auth/session.service.ts';
import { requiredLogin } from '../lib/app-error.ts';
import { SESSION_ENDED } from './hub.ts';
import { onMeetMessage, videoDepsOf } from '../modules/video/video.api.ts';

const SWEEP_MS = 60_000;
const PONG = JSON.stringify({ type: 'PONG' });

/** `/ws/{session token}`: live notices. The token is checked before the upgrade and again every minute. */
export default async function wsRoutes(app: FastifyInstance) {
  const options = {
    websocket: true as const,
    schema: { hide: true },
    preValidation: async (request: FastifyRequest<{ Params: { token: string } }>) => {
      const actor = await resolveSession(app.db, app.config, request.params.token, { touch: false });
      if (!actor) throw requiredLogin();
      request.actor = actor;
    },
  };
  app.get<{ Params: { token: string } }>('/ws/:token', options, (socket: WebSocket, request) => {
    const actor = request.actor!;
    app.realtime.add({ socket, tenantId: actor.tenantId, userId: actor.userId, sessionId: actor.sessionId, token: request.params.token });
    const meet = videoDepsOf(app);
    const who = { kind: 'staff' as const, tenantId: actor.tenantId, userId: actor.userId, ip: request.ip, ua: request.headers['user-agent'] ?? '' };
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === WS_PING) return socket.send(PONG);
      // 视频会议 signalling (MEET_JOIN, MEET_LEAVE, MEET_SIGNAL) on the staff member's own socket.
      void onMeetMessage(meet, who, socket, text).catch((err: unknown) => app.log.error({ err }, 'meeting message failed'));
    });
  });

  const sweep = setInterval(() => void sweepSessions(app), SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/**
 * Closes the sockets whose session has ended (expiry, or an end another instance could not announce).
 * A session that cannot be checked (the database is away) is not taken for ended: its socket stays.
 */
export async function sweepSessions(app: FastifyInstance): Promise<void> {
  for (const conn of app.realtime.connections()) {
    let ended: boolean;
    try {
      ended = !(await resolveSession(app.db, app.config, conn.token, { touch: false }));
    } catch (err) {
      app.log.warn({ err }, 'socket sweep skipped: sessions cannot be checked');
      return;
    }
    if (ended) conn.socket.close(SESSION_ENDED, 'session ended');
  }
}
