import type { FastifySchemaValidationError } from 'fastify';
import { VALIDATION_MESSAGES as M, type MessageKeywords } from '@notaria/contracts';

interface SchemaLike extends MessageKeywords {
  properties?: Record<string, { title?: string }>;
}

const PLACE: Record<string, string> = { body: '', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** Chinese text for the first schema-validation failure, naming the field by its schema title. */
export function describeValidationError(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0] as FastifySchemaValidationError & { parentSchema?: SchemaLike };
  if (!e) return '请求参数不正确';
  const params = e.params as Record<string, unknown>;
  const limit = Number(params.limit);
  const pathName = e.instancePath.split('/').filter(Boolean).pop() ?? '';
  const field = e.parentSchema?.title ?? (pathName || PLACE[context ?? ''] || '请求参数');
  switch (e.keyword) {
    case 'required': {
      const prop = String(params.missingProperty);
      return M.missing(e.parentSchema?.properties?.[prop]?.title ?? prop);
    }
    case 'minLength':
      return limit === 1 ? M.empty(field) : M.minLength(field, limit);
    case 'maxLength':
      return M.maxLength(field, limit);
    case 'minimum':
      return M.minimum(field, limit);
    case 'maximum':
      return M.maximum(field, limit);
    case 'type':
      return M.type(field);
    case 'pattern':
    case 'format':
      return e.parentSchema?.patternMessage ?? M.pattern(field);
    case 'minItems':
      return M.minItems(field, limit);
    case 'maxItems':
      return M.maxItems(field, limit);
    case 'uniqueItems':
      return M.uniqueItems(field);
    case 'enum':
      return M.enum(field);
    case 'additionalProperties':
      return `不支持的字段：${params.additionalProperty}`;
    default:
      return M.other(field);
  }
}
