import { VALIDATION_MESSAGES as M, type MessageKeywords } from '@notaria/contracts';
import type { FormRule } from 'antd';

interface FieldSchema extends MessageKeywords {
  type?: string | string[];
  anyOf?: FieldSchema[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
}

/** The schema of `path` below an object schema, and whether the object requires it. */
function fieldOf(schema: FieldSchema, path: string | readonly string[]): { field: FieldSchema; required: boolean } {
  const keys = typeof path === 'string' ? [path] : path;
  let node = schema;
  let required = true;
  for (const key of keys) {
    const object = plain(node);
    const next = object.properties?.[key];
    if (!next) throw new Error(`schema has no field ${keys.join('.')}`);
    required = required && (object.required ?? []).includes(key);
    node = next;
  }
  return { field: node, required: required && !nullable(node) };
}

const nullable = (s: FieldSchema) => s.type === 'null' || (s.anyOf ?? []).some((a) => a.type === 'null');
/** A `T | null` union's T. */
const plain = (s: FieldSchema): FieldSchema => (s.anyOf ? (s.anyOf.find((a) => a.type !== 'null') ?? s) : s);

/**
 * antd form rules for one field, made from the TypeBox schema the server validates the same request with:
 * required, lengths, pattern, bounds and item counts, with the server's Chinese messages.
 */
export function rulesFrom(schema: unknown, path: string | readonly string[], overrides: { required?: boolean } = {}): FormRule[] {
  const { field: raw, required: schemaRequired } = fieldOf(schema as FieldSchema, path);
  const field = plain(raw);
  const title = field.title ?? raw.title ?? (typeof path === 'string' ? path : path.join('.'));
  const rules: FormRule[] = [];
  const required = overrides.required ?? (schemaRequired && (field.type !== 'string' || (field.minLength ?? 0) >= 1));
  if (field.type === 'string') {
    if (required) rules.push({ required: true, whitespace: true, message: field.enum ? M.choose(title) : M.required(title) });
    if (field.minLength !== undefined && field.minLength > 1) rules.push({ min: field.minLength, message: M.minLength(title, field.minLength) });
    if (field.maxLength !== undefined) rules.push({ max: field.maxLength, message: M.maxLength(title, field.maxLength) });
    if (field.pattern !== undefined) rules.push({ pattern: new RegExp(field.pattern, 'u'), message: field.patternMessage ?? M.pattern(title) });
    if (field.format === 'email') rules.push({ type: 'email', message: field.patternMessage ?? M.pattern(title) });
  } else if (field.type === 'integer' || field.type === 'number') {
    if (required) rules.push({ required: true, message: M.required(title) });
    if (field.minimum !== undefined) rules.push({ type: 'number', min: field.minimum, message: M.minimum(title, field.minimum) });
    if (field.maximum !== undefined) rules.push({ type: 'number', max: field.maximum, message: M.maximum(title, field.maximum) });
  } else if (field.type === 'array') {
    const min = field.minItems ?? 0;
    if (required && min >= 1) rules.push({ required: true, type: 'array', min, message: min === 1 ? M.choose(title) : M.minItems(title, min) });
    if (field.maxItems !== undefined) rules.push({ type: 'array', max: field.maxItems, message: M.maxItems(title, field.maxItems) });
  } else if (required) {
    rules.push({ required: true, message: M.choose(title) });
  }
  return rules;
}

/** The longest value the schema allows for a text field, for the input's `maxLength`. */
export const maxLengthOf = (schema: unknown, path: string | readonly string[]): number | undefined =>
  plain(fieldOf(schema as FieldSchema, path).field).maxLength;

/**
 * The first rule of `rulesFrom` a text value breaks, as its message; undefined when it breaks none. For the few
 * forms built without antd's Form (the sign-in page), so they answer with the same wording.
 */
export function textProblem(schema: unknown, path: string | readonly string[], value: string, overrides: { required?: boolean } = {}): string | undefined {
  for (const rule of rulesFrom(schema, path, overrides)) {
    if (typeof rule === 'function') continue;
    const broken =
      (rule.required && value.trim() === '') ||
      (value !== '' && rule.min !== undefined && value.length < rule.min) ||
      (rule.max !== undefined && value.length > rule.max) ||
      (value !== '' && rule.pattern !== undefined && !rule.pattern.test(value));
    if (broken) return String(rule.message);
  }
  return undefined;
}
