import { HEADER_MEET_TOKEN, meetApi, MEET_SOCKET_CLOSED, WS_PING } from '@notaria/contracts';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import '@fastify/websocket';
import { requiredLogin } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { consent, faceCheck, openMeeting } from './meet-guest.ts';
import { onMeetMessage, sweepGuests } from './meet-signalling.ts';
import { videoDepsOf } from './video.api.ts';
import { resolveMeetToken, type MeetCaller } from './video-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    meetCaller: MeetCaller | null;
  }
}

/** The caller an x-meet-token named (set before every /meet call). */
const callerOf = (r: FastifyRequest): MeetCaller => {
  if (!r.meetCaller) throw requiredLogin();
  return r.meetCaller;
};

const FACE_MAX_BYTES = 2 * 1024 * 1024;
const SWEEP_MS = 60_000;
const PONG = JSON.stringify({ type: 'PONG' });

export default routeGroup(
  meetApi,
  (app) => {
    const deps = videoDepsOf(app);
    return {
      open: async (r) => openMeeting(deps, callerOf(r)),
      consent: async (r) => consent(deps, callerOf(r), r.body),
      face: async (r) => faceCheck(deps, callerOf(r), r.body),
    };
  },
  {
    // Public to the session check: the meeting token is the credential, and only it.
    setup: (app) => {
      app.decorateRequest('meetCaller', null);
      app.addHook('onRequest', async (request) => {
        if (!request.routeOptions.url?.startsWith('/api/meet/')) return;
        const header = request.headers[HEADER_MEET_TOKEN];
        request.meetCaller = await resolveMeetToken(app.db, typeof header === 'string' ? header : undefined);
      });
      app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: FACE_MAX_BYTES }, (_req, body, done) => done(null, body));

      // `/ws/meet/{meeting token}`: a guest's signalling socket, checked before the upgrade and every minute.
      const deps = videoDepsOf(app);
      app.get<{ Params: { token: string } }>(
        '/ws/meet/:token',
        {
          websocket: true,
          schema: { hide: true },
          preValidation: async (request: FastifyRequest<{ Params: { token: string } }>) => {
            request.meetCaller = await resolveMeetToken(app.db, request.params.token);
          },
        },
        (socket: WebSocket, request) => {
          const c = request.meetCaller!;
          const who = { kind: 'guest' as const, ...c, ip: request.ip, ua: request.headers['user-agent'] ?? '' };
          socket.on('message', (data: Buffer) => {
            const text = data.toString();
            if (text === WS_PING) return socket.send(PONG);
            void onMeetMessage(deps, who, socket, text).catch((err: unknown) => {
              app.log.error({ err }, 'meeting message failed');
              socket.close(MEET_SOCKET_CLOSED, 'error');
            });
          });
        },
      );
      const sweep = setInterval(() => void sweepGuests(deps), SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    },
  },
);
