import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { requestContext, type RequestContext } from '../../lib/request-context.ts';
import type { Actor } from '../auth/auth.api.ts';
import { type FieldChange, operateLog } from './oplog.table.ts';

export const GENESIS_HASH = '0'.repeat(64);
/** First key of the per-tenant advisory lock that serialises appends ('oplg'). */
const LOCK_CLASS = 0x6f706c67;

/** What one log entry says; `prevHash` and `hash` are added on append. */
export interface LogFields {
  tenantId: number;
  userId: number | null;
  account: string;
  userName: string;
  /** ISO time with milliseconds (what the hash covers). */
  at: string;
  module: string;
  action: string;
  targetId: string;
  requestId: string;
  method: string;
  path: string;
  ip: string;
  userAgent: string;
  result: 'SUCCESS' | 'FAILURE';
  errorCode: string;
  message: string;
  durationMs: number;
  diff: FieldChange[];
}

/** JSON with object keys sorted at every level, so a value read back from jsonb hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

const HASHED: (keyof LogFields)[] = [
  'tenantId',
  'userId',
  'account',
  'userName',
  'at',
  'module',
  'action',
  'targetId',
  'requestId',
  'method',
  'path',
  'ip',
  'userAgent',
  'result',
  'errorCode',
  'message',
  'durationMs',
  'diff',
];

export function entryHash(e: LogFields, prevHash: string): string {
  return createHash('sha256')
    .update(canonicalJson([prevHash, ...HASHED.map((k) => e[k])]))
    .digest('hex');
}

/** PostgreSQL text cannot hold U+0000: a refused request carrying one is still logged, showing it as ␀. */
const storable = (s: string) => s.replaceAll('\u0000', '\u2400');
const cut = (s: string, n: number) => storable(s.length > n ? s.slice(0, n) : s);

/** Appends to the tenant's chain; the advisory lock makes "read last hash, insert" atomic per tenant. */
export async function appendLog(tx: Tx, input: LogFields): Promise<void> {
  const e: LogFields = {
    ...input,
    account: cut(input.account, 64),
    userName: cut(input.userName, 32),
    targetId: cut(input.targetId, 64),
    requestId: cut(input.requestId, 64),
    path: cut(input.path, 200),
    ip: cut(input.ip, 64),
    userAgent: cut(input.userAgent, 300),
    message: cut(input.message, 300),
    diff: JSON.parse(JSON.stringify(input.diff), (_k, v: unknown) => (typeof v === 'string' ? storable(v) : v)) as FieldChange[],
  };
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${e.tenantId})`);
  const [last] = await tx.select({ hash: operateLog.hash }).from(operateLog).where(eq(operateLog.tenantId, e.tenantId)).orderBy(desc(operateLog.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  await tx.insert(operateLog).values({ ...e, at: new Date(e.at), prevHash, hash: entryHash(e, prevHash) });
}

const SECRET = new Set(['passwordHash', 'password']);
const SKIP = new Set(['createdAt', 'updatedAt', 'tenantId', 'failedCount', 'failedWindowStart', 'lockedUntil']);
const norm = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** Field-level changes between two plain records (either may be null for create/delete). */
export function diffOf(before: object | null | undefined, after: object | null | undefined): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SKIP.has(field)) continue;
    const x = norm(b[field]);
    const y = norm(a[field]);
    if (canonicalJson(x) === canonicalJson(y)) continue;
    changes.push(SECRET.has(field) ? { field, before: x === null ? null : '******', after: y === null ? null : '******' } : { field, before: x, after: y });
  }
  return changes;
}

export interface AuditInput {
  module: string;
  action: string;
  targetId?: string | number | null;
  before?: object | null;
  after?: object | null;
  /** Explicit changes instead of before/after. */
  diff?: FieldChange[];
  message?: string;
  /** Defaults to the actor's working tenant. */
  tenantId?: number;
}

/** The log entry fields the actor and the call being served (if any) contribute. */
export function actorFields(actor: Actor | undefined, r: RequestContext | undefined = requestContext()) {
  return {
    userId: actor?.userId ?? null,
    account: actor?.account ?? '',
    userName: actor?.name ?? '',
    requestId: r?.id ?? '',
    method: r?.method ?? '',
    path: r?.path ?? '',
    ip: r?.ip ?? '',
    userAgent: r?.userAgent ?? '',
    durationMs: r ? Date.now() - r.startedAt : 0,
  };
}

/**
 * Records a successful change in the caller's transaction, so the entry exists iff the change does.
 * Services call it once per change; the request is then not logged again by the response hook.
 */
export async function audit(tx: Tx, actor: Actor | undefined, input: AuditInput, options: { markRequest?: boolean } = {}): Promise<void> {
  const call = requestContext();
  if (call && options.markRequest !== false) call.audited = true;
  const tenantId = input.tenantId ?? actor?.tenantId;
  if (!tenantId) throw new Error('audit needs a tenant');
  await appendLog(tx, {
    tenantId,
    ...actorFields(actor, call),
    at: new Date().toISOString(),
    module: input.module,
    action: input.action,
    targetId: input.targetId == null ? '' : String(input.targetId),
    result: 'SUCCESS',
    errorCode: '',
    message: input.message ?? '',
    diff: input.diff ?? diffOf(input.before, input.after),
  });
}
