import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../context.ts';
import { routesOf } from './route-collector.ts';

/**
 * The security suite walks the OpenAPI document: every documented operation is called, so a new
 * module is covered the day it is added. Routes left out of the document on purpose are listed here,
 * each with its reason; any other route missing from the document fails the suite.
 */
export const UNDOCUMENTED: { url: RegExp; reason: string }[] = [
  { url: /^\/api\/health$/, reason: 'load-balancer health check: no session, no input, no data' },
  { url: /^\/ws\/:token$/, reason: 'websocket upgrade for live notices; OpenAPI cannot describe it, the token is checked before the upgrade' },
  { url: /^\/ws\/meet\/:token$/, reason: '视频会议 guest signalling socket; OpenAPI cannot describe it, the meeting token is checked before the upgrade' },
  { url: /^\/api\/docs(\/.*)?$/, reason: 'the API reference itself (swagger-ui and the document)' },
  { url: /^\/\*$/, reason: 'the built web app’s static files (no /api path, no data)' },
];

export type Schema = Record<string, any>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Operation {
  /** e.g. `PUT /api/user`: method and path without a trailing slash, path parameters as `{key}`. */
  key: string;
  method: Method;
  path: string;
  /** `public`, `login`, `superAdmin`, or the permissions of which any one grants the route. */
  access: string | readonly string[];
  summary: string;
  /** Object schemas rebuilt from the document's parameters. */
  query?: Schema;
  params?: Schema;
  /** The JSON body schema; undefined when the operation takes none or takes a file (`raw`). */
  body?: Schema;
  /** POST/PUT without a JSON body schema: an upload, an import or a call without input. */
  raw: boolean;
}

const normalise = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url).replace(/:(\w+)/g, '{$1}');

/** The documented operations, each with the access its route declares, and the routes the document lacks. */
export function readOperations(app: FastifyInstance): { operations: Operation[]; undocumented: string[]; routeCount: number } {
  const routes = routesOf(app).filter((r) => r.method !== 'HEAD');
  const accessOf = new Map<string, string | readonly string[]>();
  for (const r of routes) accessOf.set(`${r.method} ${normalise(r.url)}`, r.access as string | readonly string[]);
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Schema>> };
  const operations: Operation[] = [];
  for (const [docPath, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Method;
      const path = normalise(docPath);
      const key = `${method} ${path}`;
      const access = accessOf.get(key);
      if (access === undefined) throw new Error(`${key} is in the OpenAPI document but no such route was registered`);
      const parameters = (op.parameters ?? []) as { in: string; name: string; required?: boolean; schema: Schema }[];
      const group = (where: string): Schema | undefined => {
        const list = parameters.filter((p) => p.in === where);
        if (!list.length) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
          required: list.filter((p) => p.required && p.schema.default === undefined).map((p) => p.name),
        };
      };
      const body = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      operations.push({
        key,
        method,
        path,
        access,
        summary: String(op.summary ?? ''),
        query: group('query'),
        params: group('path'),
        body,
        raw: !body && (method === 'POST' || method === 'PUT' || method === 'PATCH'),
      });
    }
  }
  const documented = new Set(operations.map((o) => o.key));
  const undocumented = routes
    .filter((r) => !documented.has(`${r.method} ${normalise(r.url)}`) && !UNDOCUMENTED.some((u) => u.url.test(r.url)))
    .map((r) => `${r.method} ${r.url}`);
  operations.sort((a, b) => a.key.localeCompare(b.key));
  return { operations, undocumented: [...new Set(undocumented)], routeCount: new Set(routes.map((r) => `${r.method} ${normalise(r.url)}`)).size };
}

// ---------------------------------------------------------------------------------------------------
// Requests

export interface Call {
  method: Method;
  /** Path with parameters filled in. */
  url: string;
  query?: Record<string, unknown>;
  /** A JSON value, or raw text sent as application/json (for payloads JSON.stringify cannot make). */
  body?: unknown;
  rawJson?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export interface Answer {
  status: number;
  json: any;
  text: string;
}

export const fillPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(params[name] ?? '')));

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export async function send(app: FastifyInstance, token: string | undefined, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...(token ? { satoken: token } : {}), ...call.headers };
  let payload: string | Buffer | undefined = call.payload;
  if (payload === undefined && call.rawJson !== undefined) payload = call.rawJson;
  else if (payload === undefined && call.body !== undefined) payload = JSON.stringify(call.body);
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await app.inject({ method: call.method, url: `${call.url}${queryString(call.query)}`, headers, ...(payload === undefined ? {} : { payload }) });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, text: res.body };
}

/** An error answer in the envelope with a Chinese message (the only kind of error the API gives). */
export function isEnvelopeError(a: Answer): boolean {
  const b = a.json;
  return !!b && b.success === false && typeof b.code === 'string' && typeof b.message === 'string' && /[\u4e00-\u9fff]/.test(b.message) && b.data === null;
}

// ---------------------------------------------------------------------------------------------------
// Values from schemas

export const ID_FIELD = /^(id|ids|key)$|Ids?$/;

export const branchesOf = (s: Schema): Schema[] => (s.anyOf ?? s.oneOf ?? [s]).filter((b: Schema) => b.type !== 'null');
export const typeOf = (s: Schema): string | undefined => {
  const b = branchesOf(s)[0] ?? s;
  if (b.type) return Array.isArray(b.type) ? b.type.find((t: string) => t !== 'null') : b.type;
  if (b.enum) return typeof b.enum[0];
  if (b.properties) return 'object';
  return undefined;
};

const STRING_CANDIDATES = ['', 'abc', 'a1', '1', '13800000000', '2026-01-15', '0123456789abcdef0123456789abcdef', 'ABC123'];

function sampleString(s: Schema): string {
  if (s.format === 'date-time') return '2026-01-15T08:00:00.000Z';
  if (s.format === 'date') return '2026-01-15';
  if (s.format === 'email') return 'someone@example.com';
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 64;
  const fits = (v: string) => v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  for (const c of STRING_CANDIDATES) if (fits(c)) return c;
  const filled = 'a'.repeat(Math.max(min, 1));
  return filled;
}

/**
 * A value the schema accepts: required properties, plus those `include` names (ids, so that a cross-tenant
 * probe can put one there). `idFor` picks the value of an id-like property.
 */
export function sample(
  s: Schema | undefined,
  opts: { include?: (name: string) => boolean; idFor?: (name: string, type: string) => unknown } = {},
  name = '',
): unknown {
  if (!s) return undefined;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  const b = branchesOf(s)[0] ?? s;
  if (b.enum) return b.enum[0];
  const type = typeOf(b);
  if (opts.idFor && ID_FIELD.test(name) && type !== 'object') {
    const v = opts.idFor(name, type === 'array' ? `array:${typeOf(b.items ?? {})}` : String(type));
    if (v !== undefined) return v;
  }
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((b.properties ?? {}) as Record<string, Schema>)) {
        if ((b.required ?? []).includes(k) || opts.include?.(k)) out[k] = sample(v, opts, k);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(b.minItems ?? 0, ID_FIELD.test(name) || typeOf(b.items ?? {}) === 'object' ? 1 : 0);
      return Array.from({ length: n }, () => sample(b.items, opts, name));
    }
    case 'string':
      return sampleString(b);
    case 'integer':
    case 'number':
      return Math.min(Math.max(b.minimum ?? 1, 1), b.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** A request for `op` from sample values (path and query parameters, body). */
export function sampleCall(op: Operation, opts: Parameters<typeof sample>[1] = {}): Call {
  const params = (sample(op.params, opts) ?? {}) as Record<string, unknown>;
  const query = sample(op.query, opts) as Record<string, unknown> | undefined;
  const body = op.body ? sample(op.body, opts) : undefined;
  return { method: op.method, url: fillPath(op.path, params), query, body };
}

/** Every id-like field of an operation: where it is and its dotted path in the body (`parties.0.customerId`). */
export interface IdField {
  in: 'query' | 'path' | 'body';
  path: (string | number)[];
  name: string;
  type: string;
}

export function idFields(op: Operation): IdField[] {
  const out: IdField[] = [];
  for (const [where, s] of [
    ['query', op.query],
    ['path', op.params],
  ] as const) {
    for (const [name, p] of Object.entries((s?.properties ?? {}) as Record<string, Schema>)) {
      if (ID_FIELD.test(name)) out.push({ in: where, path: [name], name, type: String(typeOf(p)) });
    }
  }
  const walk = (s: Schema | undefined, path: (string | number)[]) => {
    if (!s) return;
    for (const b of branchesOf(s)) {
      if (typeOf(b) === 'object') {
        for (const [name, p] of Object.entries((b.properties ?? {}) as Record<string, Schema>)) {
          const t = typeOf(p);
          if (ID_FIELD.test(name) && t !== 'object')
            out.push({ in: 'body', path: [...path, name], name, type: t === 'array' ? `array:${typeOf(branchesOf(p)[0]?.items ?? {})}` : String(t) });
          else walk(p, [...path, name]);
        }
      } else if (typeOf(b) === 'array') walk(b.items, [...path, 0]);
    }
  };
  walk(op.body, []);
  return out;
}

/** Sets `value` at `path` inside `root`, creating objects and one-element arrays on the way. */
export function setAt(root: Record<string, any>, path: (string | number)[], value: unknown): void {
  let at: any = root;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    if (at[k] === undefined || at[k] === null || typeof at[k] !== 'object') at[k] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[k];
  }
  at[path[path.length - 1]] = value;
}

// ---------------------------------------------------------------------------------------------------
// Database fingerprints (read as the connecting superuser, which row-level security does not filter)

async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.db.orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function tableNames(ctx: TestContext): Promise<string[]> {
  const list = await rows<{ name: string }>(
    ctx,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return list.map((r) => r.name);
}

/**
 * One MD5 per table over its rows as JSON (minus `ignoreColumns`), optionally only the rows of one tenant.
 * Tables in `skip` are left out (the caller says why).
 */
export async function fingerprint(
  ctx: TestContext,
  opts: { tenantId?: number; skip?: string[]; ignoreColumns?: Record<string, string[]> } = {},
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const columns = await rows<{ table: string; column: string }>(
    ctx,
    sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public'`,
  );
  for (const table of await tableNames(ctx)) {
    if (opts.skip?.includes(table)) continue;
    const cols = columns.filter((c) => c.table === table).map((c) => c.column);
    let filter = sql``;
    if (opts.tenantId !== undefined) {
      if (cols.includes('tenant_id')) filter = sql` where t.tenant_id = ${opts.tenantId}`;
      else if (table === 'tenants') filter = sql` where t.id = ${opts.tenantId}`;
      else continue;
    }
    const minus = (opts.ignoreColumns?.[table] ?? []).map((c) => ` - '${c}'`).join('');
    const [{ md5 }] = await rows<{ md5: string }>(
      ctx,
      sql`select md5(coalesce(string_agg(x.j, E'\n' order by x.j), '')) as md5 from (select (to_jsonb(t)${sql.raw(minus)})::text as j from ${sql.identifier(table)} t${filter}) x`,
    );
    out[table] = md5;
  }
  return out;
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

// ---------------------------------------------------------------------------------------------------
// Small helpers

/** A stable small hash, to pick samples deterministically per operation. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const isMutation = (m: Method) => m !== 'GET';

/** `1 056` style counts for the report lines. */
export const n = (v: number) => v.toLocaleString('en').replace(/,/g, ' ');
