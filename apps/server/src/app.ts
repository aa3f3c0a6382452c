import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { HEADER_REQUEST_ID, MEET_MESSAGE, MEET_RECORDER, PRODUCT_NAME, type IceServer } from '@notaria/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { answerClientError, answerFrameworkError } from './lib/client-error.ts';
import { loggableError } from './lib/loggable-error.ts';
import { runInRequestContext } from './lib/request-context.ts';
import type { UsageChecks } from './lib/usage-check.ts';
import type { CaseStepHooks } from './modules/business/business.api.ts';
import { itemUsedByCases } from './modules/business/create-case.ts';
import { caseDocumentSteps } from './modules/case-document/case-document.api.ts';
import { receiveStep, startArchiveUpkeep } from './modules/archive/archive.api.ts';
import { loggingSender, type SmsSender } from './modules/business/sms.ts';
import { providerFromEnv } from './modules/face/face.provider-choice.ts';
import { storageFromConfig, type FileStorage } from './modules/files/files.api.ts';
import { sealIn } from './modules/integrity/integrity.api.ts';
import type { FaceVerificationProvider } from './modules/face/face.provider.ts';
import type { CallRecordingProvider } from './modules/evidence/call/call-provider.ts';
import { callProviderFromEnv } from './modules/evidence/call/call-provider-choice.ts';
import { startCaptureWorker } from './modules/evidence/capture/capture-plugin.ts';
import { startEvidenceUpkeep } from './modules/evidence/upkeep/upkeep-plugin.ts';
import { MODULES } from './modules/index.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { startVoteUpkeep } from './modules/vote/vote-upkeep.ts';
import { createMeetingRecorder, iceServersFromEnv, type MeetingRecorder } from './modules/video/video.api.ts';
import { formUsedByItems } from './modules/item/item.service.ts';
import { closeRenderer, pdfCapability } from './modules/render/render.api.ts';
import { auth } from './plugins/auth.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { operateLogHook } from './plugins/operate-log.ts';
import { sharedRateLimitStore } from './plugins/rate-limit-store.ts';
import { createBus } from './realtime/bus.ts';
import { RealtimeHub } from './realtime/hub.ts';
import wsRoutes from './realtime/ws.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    realtime: RealtimeHub;
    /** Sessions resolved a moment ago (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** Where stored files' bytes live: DATA_DIR/files, or the S3-compatible bucket the S3_* settings name. */
    storage: FileStorage;
    /** Where case SMS go (`buildApp`'s `smsSender`, else the log). */
    sms: SmsSender;
    /** The face verification provider (`buildApp`'s `faceProvider`, else FACE_PROVIDER from the environment). */
    faceProvider: FaceVerificationProvider;
    /** The 通话录音 service (`buildApp`'s `callProvider`, else CALL_PROVIDER's: none by default, or the fake). */
    callProvider: CallRecordingProvider;
    /** Who may refuse deleting a form or an item: one module's check handed to another, here. */
    usage: UsageChecks;
    /** What other modules do when a case takes a status action (出证 finalises its certificates, 送达 records the delivery). */
    caseSteps: CaseStepHooks;
    /** The 视频会议 recording peer (`buildApp`'s `meetingRecorder`, else werift in this process, files under DATA_DIR/recordings). */
    meetingRecorder: MeetingRecorder;
    /** STUN/TURN servers for WebRTC (ICE_SERVERS, JSON; none by default). */
    iceServers: IceServer[];
  }
}

/** What a deployment or a test plugs in; everything else comes from the config. */
export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** A provider's SMS client; by default each message is written to the log and reported sent. */
  smsSender?: SmsSender;
  /** A face verification provider; by default the one FACE_PROVIDER names (none: manual checks only). */
  faceProvider?: FaceVerificationProvider;
  /** A 通话录音 service; by default a stand-in (no telephony is wired). */
  callProvider?: CallRecordingProvider;
  /** A 视频会议 recorder; by default the in-process werift peer. */
  meetingRecorder?: MeetingRecorder;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** The websocket path carries the session (or meeting) token, a guest's /meet link its meeting token: keep them out of every log line. */
const redactUrl = (url: string) => url.replace(/^\/ws\/(meet\/)?[^/?]+/, '/ws/$1[token]').replace(/^(\/meet\?(?:[^#]*&)?t=)[^&#]+/, '$1[token]');

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: loggableError,
    },
  };
}

/** TRUST_PROXY given as a hop count: the nearest `hops` proxies may name the client. */
const withinHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the application; never listens (server.ts does, tests use inject). */
export async function buildApp(config: Config, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: typeof config.trustProxy === 'number' ? withinHops(config.trustProxy) : config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers[HEADER_REQUEST_ID];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // `trim: false` marks request strings the input guard leaves as typed (passwords).
    ajv: { customOptions: { verbose: true, allErrors: false, keywords: ['trim', 'patternMessage'] } },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  const storage = storageFromConfig(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  // Resolved sessions are kept for a moment; every session, user, role or tenant event reaches the cache first.
  app.decorate('sessionCache', new SessionCache(db));
  const bus = app.sessionCache.follow(await createBus(config, db, app.log));
  app.decorate('realtime', new RealtimeHub(bus));
  app.addHook('onClose', () => app.realtime.close());
  // PDF printing needs Chromium; without it the server still runs and says once what to install.
  const pdf = pdfCapability();
  if (!pdf.available) app.log.warn(pdf.reason);
  app.addHook('onClose', () => closeRenderer());
  // Modules are wired here, never by importing each other for a side effect.
  app.decorate('sms', options.smsSender ?? loggingSender(app.log));
  // A misconfigured face provider stops the start, not the first verification.
  app.decorate('faceProvider', options.faceProvider ?? providerFromEnv(process.env));
  app.decorate('callProvider', options.callProvider ?? callProviderFromEnv(process.env));
  startCaptureWorker(app);
  startEvidenceUpkeep(app);
  startArchiveUpkeep(app);
  startVoteUpkeep(app);
  app.decorate('iceServers', iceServersFromEnv(process.env));
  app.decorate(
    'meetingRecorder',
    options.meetingRecorder ??
      createMeetingRecorder({
        dir: join(config.dataDir, 'recordings'),
        iceServers: app.iceServers,
        send: (key, data) =>
          void app.realtime.sendMeet(key.tenantId, key.meetingId, key.participantId, {
            type: MEET_MESSAGE.SIGNAL,
            meetingId: key.meetingId,
            from: MEET_RECORDER,
            data,
          }),
        log: app.log,
      }),
  );
  app.addHook('onClose', () => app.meetingRecorder.close());
  app.decorate('usage', { form: [formUsedByItems], item: [itemUsedByCases] } satisfies UsageChecks);
  const documentSteps = caseDocumentSteps({ storage, origin: config.publicOrigin, seal: sealIn(config.dataDir), log: app.log });
  app.decorate('caseSteps', { ...documentSteps, archive: [receiveStep({ storage, seal: sealIn(config.dataDir), log: app.log })] });
  // The request context (lib/request-context.ts): entered before any other hook, so every later hook,
  // the handler and the services it calls read the call being served without being handed `request`.
  app.addHook('onRequest', (request, _reply, done) => {
    const context = {
      id: request.id,
      method: request.method,
      path: request.url.split('?')[0],
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      startedAt: Date.now(),
      audited: false,
    };
    runInRequestContext(context, done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADER_REQUEST_ID, request.id);
  });

  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(await sharedRateLimitStore(app)),
    errorResponseBuilder: (_req, ctx) => new AppError('RATE_LIMITED', `登录尝试过于频繁，请 ${Math.ceil(ctx.ttl / 1000)} 秒后再试`),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '0.1.0',
        description: '所有接口返回 {success, message, data, requestId}，错误另含 code。会话令牌放在请求头 satoken。',
      },
      components: { securitySchemes: { satoken: { type: 'apiKey', in: 'header', name: 'satoken' } } },
      security: [{ satoken: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(auth);
  await app.register(inputGuard);
  await app.register(operateLogHook);
  // 64 KiB: a WebRTC offer (SDP) of the 视频会议 signalling is a few KiB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(wsRoutes);

  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  for (const m of MODULES) await app.register(m.routes, { prefix: m.prefix });

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) await serveWeb(app, config.webDist);
  return app;
}

/** Vite names what it emits under assets/ by content hash: such a file never changes, so browsers keep it. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * The built web app on the same port; the not-found handler serves its index.html for client routes. The build
 * wrote brotli and gzip copies beside each text file; index.html is revalidated on every visit so a new release
 * is seen at once, while the hashed files it names are cached for a year.
 */
async function serveWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
