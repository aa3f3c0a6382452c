import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../context.ts';
import {
  type Answer,
  branchesOf,
  type Call,
  changedTables,
  fingerprint,
  hash,
  isEnvelopeError,
  n,
  type Operation,
  readOperations,
  type Schema,
  send,
  setAt,
  typeOf,
} from './openapi-walk.ts';
import { type OfficeData, populate, workingCall } from './tenant-data.ts';

vi.mock('fastify', async (original) => (await import('./route-collector.ts')).withRouteCollector(await original()));

/**
 * Per operation, a deterministic sample of bad inputs, each put into the office's own working request
 * (so that an input the schema lets through reaches the service and the database): wrong types, NUL,
 * integers past 2^31, 1 MB strings, text of blanks only, deeply nested JSON, `__proto__` and `constructor.prototype`
 * payloads, missing fields, negative and huge page sizes, impossible dates. Every answer must be a 4xx
 * in the envelope with a Chinese message, and no table may change.
 */
let ctx: TestContext;
let operations: Operation[];
let office: OfficeData;
let officeToken: string;
let rootToken: string;

/**
 * Left out of the before/after comparison: the operation log records refused writes by design, and a
 * session's last-seen time moves with every request.
 */
const NOT_COMPARED = { skip: ['operate_log'], ignoreColumns: { sessions: ['last_seen_at'] } };

const MB = 'x'.repeat(1024 * 1024);
const DEPTH = 10_000;
const INT32_PAST = 2_147_483_648;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ operations } = readOperations(ctx.app));
  officeToken = await ctx.login('office_admin');
  rootToken = await ctx.login('admin');
  office = await populate(ctx.app, officeToken, 'a', '甲机构', 1);
}, 120_000);
afterAll(() => ctx?.close());

/** A place in a request: a query or path parameter, or a (nested) body property. */
interface Field {
  in: 'query' | 'path' | 'body';
  path: (string | number)[];
  schema: Schema;
  required: boolean;
}

function fieldsOf(op: Operation): Field[] {
  const out: Field[] = [];
  for (const [where, s] of [
    ['query', op.query],
    ['path', op.params],
  ] as const) {
    for (const [name, p] of Object.entries((s?.properties ?? {}) as Record<string, Schema>))
      out.push({ in: where, path: [name], schema: p, required: (s?.required ?? []).includes(name) });
  }
  const walk = (s: Schema | undefined, path: (string | number)[], depth: number) => {
    if (!s || depth > 3) return;
    for (const b of branchesOf(s)) {
      if (typeOf(b) === 'object') {
        for (const [name, p] of Object.entries((b.properties ?? {}) as Record<string, Schema>)) {
          // A property with a default is filled in when absent (as a query parameter's is): not missing.
          out.push({ in: 'body', path: [...path, name], schema: p, required: (b.required ?? []).includes(name) && p.default === undefined });
          walk(p, [...path, name], depth + 1);
        }
      } else if (typeOf(b) === 'array') walk(b.items, [...path, 0], depth + 1);
    }
  };
  walk(op.body, [], 0);
  return out;
}

interface BadCase {
  kind: string;
  label: string;
  call: Call;
}

const pick = <T>(op: Operation, kind: string, list: T[]): T | undefined => (list.length ? list[hash(`${op.key}|${kind}`) % list.length] : undefined);

function withValue(base: Call, f: Field, value: unknown, remove = false): Call {
  const c = structuredClone(base);
  if (f.in === 'body') {
    c.body = c.body && typeof c.body === 'object' ? c.body : {};
    if (remove) {
      let at: any = c.body;
      for (const k of f.path.slice(0, -1)) at = at?.[k];
      if (at && typeof at === 'object') delete at[f.path[f.path.length - 1]];
    } else setAt(c.body as Record<string, unknown>, f.path, value);
  } else {
    const name = String(f.path[0]);
    if (f.in === 'path') c.url = c.url.replace(/[^/]*$/, encodeURIComponent(String(value)));
    else {
      c.query = { ...c.query };
      if (remove) delete c.query[name];
      else c.query[name] = value;
    }
  }
  return c;
}

/** JSON text of `body` with `"@@"` (a placeholder string) replaced by `raw`. */
const spliced = (body: unknown, placeholderPath: (string | number)[] | null, raw: string): string => {
  const copy = structuredClone(body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (placeholderPath) setAt(copy, placeholderPath, '@@PLACEHOLDER@@');
  const text = JSON.stringify(copy);
  return placeholderPath ? text.replace('"@@PLACEHOLDER@@"', raw) : `{${raw}${text.length > 2 ? `,${text.slice(1)}` : '}'}`;
};

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** The sampled bad inputs of one operation, one (or two) per kind that applies. */
function badCases(op: Operation, base: Call): BadCase[] {
  const fields = fieldsOf(op);
  const out: BadCase[] = [];
  const add = (kind: string, f: Field | undefined, value: unknown, remove = false) => {
    if (f) out.push({ kind, label: `${f.path.join('.')}`, call: withValue(base, f, value, remove) });
  };
  const strings = fields.filter((f) => typeOf(f.schema) === 'string' && !branchesOf(f.schema)[0]?.enum);
  const ints = fields.filter((f) => typeOf(f.schema) === 'integer');
  const typed = fields.filter((f) => typeOf(f.schema) !== undefined);
  const wrongType = (f: Field): unknown => {
    const t = typeOf(f.schema);
    if (f.in !== 'body') return t === 'integer' || t === 'number' ? 'abc' : t === 'boolean' ? 'maybe' : ['a', 'b'];
    return t === 'string'
      ? { not: 'a string' }
      : t === 'integer' || t === 'number'
        ? 'abc'
        : t === 'boolean'
          ? 'maybe'
          : t === 'array'
            ? { not: 'a list' }
            : 'not an object';
  };
  const wt = pick(op, 'type', typed);
  if (wt) add('错误类型', wt, wrongType(wt));
  const nul = pick(op, 'nul', strings);
  if (nul) add('NUL', nul, 'a\u0000b');
  else out.push({ kind: 'NUL', label: '附加查询参数', call: { ...structuredClone(base), query: { ...base.query, note: 'a\u0000b' } } });
  add('超出 int32', pick(op, 'int', ints), INT32_PAST);
  add('1 MB 字符串', pick(op, 'mb', strings), MB);
  const param = fields.find((f) => f.in === 'path');
  if (param)
    out.push({ kind: '错误的百分号编码', label: String(param.path[0]), call: { ...structuredClone(base), url: base.url.replace(/[^/]*$/, '%E0%A4%A') } });
  add(
    '空白文本',
    pick(
      op,
      'blank',
      strings.filter((f) => (branchesOf(f.schema)[0]?.minLength ?? 0) >= 1),
    ),
    ' \u3000\t ',
  );
  add(
    '缺少必填项',
    pick(
      op,
      'missing',
      fields.filter((f) => f.required && (f.in !== 'body' || f.path.length === 1)),
    ),
    undefined,
    true,
  );
  const size = fields.find((f) => f.in === 'query' && f.path[0] === 'size');
  if (size) {
    add('页大小 -1', size, -1);
    add('页大小 1e9', size, 1_000_000_000);
  }
  const dates = fields.filter((f) => {
    const s = branchesOf(f.schema)[0] ?? {};
    return s.format === 'date-time' || s.format === 'date' || String(s.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}');
  });
  const date = pick(op, 'date', dates);
  if (date) add('无效日期', date, (branchesOf(date.schema)[0] ?? {}).format === 'date-time' ? '2026-02-30T08:00:00Z' : '2026-02-30');
  if (op.method !== 'GET') {
    const body = base.body ?? {};
    out.push({
      kind: '__proto__',
      label: '请求体',
      call: { ...base, body: undefined, rawJson: spliced(body, null, '"__proto__":{"polluted":true,"isAdmin":true}') },
    });
    out.push({
      kind: 'constructor.prototype',
      label: '请求体',
      call: { ...base, body: undefined, rawJson: spliced(body, null, '"constructor":{"prototype":{"polluted":true}}') },
    });
  }
  if (op.raw) {
    // Operations that take a file: bytes that are no file of any accepted kind.
    out.push({
      kind: '非法文件',
      label: '请求体',
      call: {
        ...base,
        body: undefined,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from('MZ\u0090\u0000garbage, neither a spreadsheet nor an image'),
      },
    });
  }
  if (op.body) {
    const body = base.body ?? {};
    // Deeply nested JSON goes where it can get furthest: a free-form object if the body has one.
    const objects = fields.filter((f) => f.in === 'body' && typeOf(f.schema) === 'object');
    const free = objects.filter((f) => !Object.keys(branchesOf(f.schema)[0]?.properties ?? {}).length);
    const deep = pick(op, 'deep', free.length ? free : objects.length ? objects : fields.filter((f) => f.in === 'body'));
    if (deep) {
      // Inside a free-form object the rest of it stays as it was, so only the depth is wrong.
      const at = free.includes(deep) ? [...deep.path, 'nested'] : deep.path;
      out.push({ kind: `嵌套 ${DEPTH} 层`, label: at.join('.'), call: { ...base, body: undefined, rawJson: spliced(body, at, deepJson(DEPTH)) } });
    }
  }
  return out;
}

describe('bad input', () => {
  it('answers every sampled bad input with a 4xx in the envelope, never a 5xx, and changes no table', async () => {
    const before = await fingerprint(ctx, NOT_COMPARED);
    const wrong: string[] = [];
    let calls = 0;
    let server = 0;
    let checked = 0;
    const byKind = new Map<string, number>();
    for (const op of operations) {
      const cases = badCases(op, workingCall(op, office));
      if (op.access !== 'public' || cases.length) checked++;
      for (const c of cases) {
        let answer: Answer = await send(ctx.app, op.access === 'public' ? undefined : op.access === 'superAdmin' ? rootToken : officeToken, c.call);
        if (answer.status === 401 && op.access !== 'public') {
          // An earlier call ended the session (and was reported as not refused): sign in again, so that
          // the rest is not answered 401 without being looked at.
          officeToken = await ctx.login('office_admin');
          rootToken = await ctx.login('admin');
          answer = await send(ctx.app, op.access === 'superAdmin' ? rootToken : officeToken, c.call);
        }
        calls++;
        byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
        if (answer.status >= 500) server++;
        const fine = answer.status >= 400 && answer.status < 500 && isEnvelopeError(answer);
        if (!fine)
          wrong.push(
            `${op.key} [${c.kind}] ${c.label}: ${answer.status} ${answer.json?.code ?? ''} ${String(answer.json?.message ?? answer.text).slice(0, 120)}`,
          );
      }
    }
    const changed = changedTables(before, await fingerprint(ctx, NOT_COMPARED));
    console.log(
      `安全测试（异常输入）：操作 ${n(checked)} 个，调用 ${n(calls)} 次，非 4xx ${wrong.length}，5xx ${server}，被改动的表 ${changed.length}${changed.length ? `（${changed.join('、')}）` : ''}`,
    );
    console.log(`安全测试（异常输入）按类别：${[...byKind].map(([k, v]) => `${k} ${n(v)}`).join('，')}`);
    expect(wrong).toEqual([]);
    expect(changed, 'tables changed by refused input').toEqual([]);
  }, 180_000);
});
