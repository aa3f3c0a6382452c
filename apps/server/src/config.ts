import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Live-notice channel on Redis: `{prefix}:realtime`; default `notaria:{installation id}`. */
  realtimeChannelPrefix: string | undefined;
  adminPassword: string;
  demoPassword: string;
  captchaEnabled: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginRateLimitPerMinute: number;
  fileBaseUrl: string;
  /** Largest accepted upload (POST /file/upload), enforced while the body streams in. */
  fileMaxBytes: number;
  /** Largest file of a 存证 upload (POST /evidence/exist), enforced while it streams in. */
  evidenceMaxBytes: number;
  /** Runs this instance's 网页取证 worker (EVIDENCE_WORKER; on by default, off under the test runner unless a test turns it on). */
  evidenceWorker: boolean;
  /** Runs the archive room's scheduled work: daily 校验, hand-over deadline flags, overdue-loan notices (ARCHIVE_WORKER; on by default, off under the test runner). */
  archiveWorker: boolean;
  /** Opens and closes votes at their set times every minute (VOTE_WORKER; on by default, off under the test runner). */
  voteWorker: boolean;
  /** 网页取证 may open internal and loopback addresses (EVIDENCE_CAPTURE_INTERNAL=true); off by default. */
  evidenceCaptureInternal: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** Which proxies may name the client in X-Forwarded-For: none, all, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Where the public pages are served (the certificate QR's /verify address); PUBLIC_ORIGIN, else this server on localhost. */
  publicOrigin: string;
  /** Stored files in an S3-compatible bucket (S3_BUCKET and the other S3_* settings); without it, DATA_DIR/files. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (MinIO, s3rver) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
}

/** S3_* settings: none (local files), or a bucket; any other S3_* setting without S3_BUCKET stops the start. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((k) => env[k]);
    if (stray.length) throw new Error(`环境变量 ${stray.join('、')} 已设置，但缺少 S3_BUCKET（存放文件的存储桶）`);
    return undefined;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('环境变量 S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置');
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
  };
}

const bool = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : !['false', '0', 'off', 'no'].includes(v.toLowerCase()));

function int(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`环境变量 ${name} 必须是正整数，当前为 "${v}"`);
  return n;
}

/** TRUST_PROXY as Fastify takes it: unset/false (trust no proxy), true, a hop count, or addresses/CIDRs. */
export function parseTrustProxy(v: string | undefined): boolean | number | string {
  const s = v?.trim() ?? '';
  if (s === '' || ['false', '0', 'off', 'no'].includes(s.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(s.toLowerCase())) return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s;
}

export const DEFAULT_ADMIN_PASSWORD = 'Notaria@2026';
export const DEFAULT_DEMO_PASSWORD = 'Demo@2026';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    realtimeChannelPrefix: env.REALTIME_CHANNEL_PREFIX || undefined,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxHours: int('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 24),
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 30),
    fileBaseUrl: env.FILE_BASE_URL || '/api/file/',
    fileMaxBytes: int('FILE_MAX_BYTES', env.FILE_MAX_BYTES, 20 * 1024 * 1024),
    evidenceMaxBytes: int('EVIDENCE_MAX_BYTES', env.EVIDENCE_MAX_BYTES, 4 * 1024 * 1024 * 1024),
    evidenceWorker: bool(env.EVIDENCE_WORKER, process.env.VITEST === undefined),
    archiveWorker: bool(env.ARCHIVE_WORKER, process.env.VITEST === undefined),
    voteWorker: bool(env.VOTE_WORKER, process.env.VITEST === undefined),
    evidenceCaptureInternal: bool(env.EVIDENCE_CAPTURE_INTERNAL, false),
    webDist: env.WEB_DIST || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${int('PORT', env.PORT, 3000)}`).replace(/\/+$/, ''),
    s3: s3Settings(env),
  };
}
