import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INT32_MAX, INT32_MIN } from '@notaria/contracts';
import { invalid } from '../lib/app-error.ts';

type Schema = Record<string | symbol, unknown>;
const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasType = (s: Schema, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));

/**
 * A copy of `schema` in which every integer without wider bounds is held to PostgreSQL's `integer`
 * (a schema that stores a bigint says `format: 'int64'`), so an id like 2147483648 is a 400, not a
 * failed query.
 */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundIntegers) as T;
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of Object.keys(copy)) copy[key] = boundIntegers(copy[key]);
  if (hasType(copy, 'integer') && copy.format !== 'int64') {
    copy.minimum = Math.max(typeof copy.minimum === 'number' ? copy.minimum : INT32_MIN, INT32_MIN);
    copy.maximum = Math.min(typeof copy.maximum === 'number' ? copy.maximum : INT32_MAX, INT32_MAX);
  }
  return copy as T;
}

/**
 * Deepest nesting accepted in a request. Real forms nest 6–16 levels (the VForm samples in the tests);
 * far deeper JSON only serves to exhaust recursive code further in (hashing, canonical JSON).
 */
export const MAX_INPUT_DEPTH = 64;

/** What makes `root` unacceptable wherever it sits: U+0000 (PostgreSQL cannot store it) or depth. */
export function inputProblem(root: unknown): 'nul' | 'tooDeep' | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'nul';
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

const PROBLEM_TEXT = { nul: '请求内容含有不允许的空字符（\\0），请删除后重试', tooDeep: `请求内容嵌套层级过深（最多 ${MAX_INPUT_DEPTH} 层）` };

const trims = (s: Schema): boolean => (hasType(s, 'string') && s.trim !== false) || (Array.isArray(s.anyOf) && s.anyOf.some((b) => isSchema(b) && trims(b)));

const branches = (s: Schema): Schema[] => [s, ...(Array.isArray(s.anyOf) ? s.anyOf.filter(isSchema) : [])];

/**
 * Trims, in place, every string that the schema declares as a string (ASCII and full-width white
 * space alike), unless it says `trim: false` (passwords). Free-form JSON (form designs, form data) is
 * left as sent. A required text of spaces thus becomes "" and fails its `minLength: 1`.
 */
export function trimDeclaredStrings(value: unknown, schema: unknown): unknown {
  if (!isSchema(schema)) return value;
  if (typeof value === 'string') return trims(schema) ? value.trim() : value;
  if (Array.isArray(value)) {
    const items = branches(schema)
      .map((b) => b.items)
      .find(isSchema);
    if (items) for (let i = 0; i < value.length; i++) value[i] = trimDeclaredStrings(value[i], items);
    return value;
  }
  if (isSchema(value)) {
    for (const branch of branches(schema)) {
      const props = branch.properties;
      if (!isSchema(props)) continue;
      for (const key of Object.keys(value)) if (Object.hasOwn(props, key)) value[key] = trimDeclaredStrings(value[key], props[key]);
    }
  }
  return value;
}

function guard(request: FastifyRequest): void {
  const problem = inputProblem(request.query) ?? inputProblem(request.body) ?? inputProblem(request.params);
  if (problem) throw invalid(PROBLEM_TEXT[problem]);
  const schema = request.routeOptions.schema;
  if (!schema) return;
  if (request.body !== undefined) request.body = trimDeclaredStrings(request.body, schema.body);
  if (request.query !== undefined) request.query = trimDeclaredStrings(request.query, schema.querystring) as typeof request.query;
}

/**
 * One rule at the boundary for every route: integers fit the database, no string carries NUL, nothing
 * nests deeper than MAX_INPUT_DEPTH, and declared text is trimmed before the schema validates it.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    for (const part of REQUEST_PARTS) if (route.schema[part]) route.schema[part] = boundIntegers(route.schema[part]);
  });
  app.addHook('preValidation', async (request) => guard(request));
});
