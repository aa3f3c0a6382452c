import type { FastifySchemaValidationError } from 'fastify';

interface SchemaLike {
  title?: string;
  properties?: Record<string, { title?: string }>;
}

const PLACE: Record<string, string> = { body: '', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** Chinese text for the first schema-validation failure, naming the field by its schema title. */
export function describeValidationError(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0] as FastifySchemaValidationError & { parentSchema?: SchemaLike };
  if (!e) return '请求参数不正确';
  const params = e.params as Record<string, unknown>;
  const pathName = e.instancePath.split('/').filter(Boolean).pop() ?? '';
  const field = e.parentSchema?.title ?? (pathName || PLACE[context ?? ''] || '请求参数');
  switch (e.keyword) {
    case 'required': {
      const prop = String(params.missingProperty);
      return `缺少必填项：${e.parentSchema?.properties?.[prop]?.title ?? prop}`;
    }
    case 'minLength':
      return Number(params.limit) === 1 ? `${field}不能为空` : `${field}至少 ${params.limit} 个字符`;
    case 'maxLength':
      return `${field}最多 ${params.limit} 个字符`;
    case 'minimum':
      return `${field}不能小于 ${params.limit}`;
    case 'maximum':
      return `${field}不能大于 ${params.limit}`;
    case 'type':
      return `${field}类型不正确`;
    case 'pattern':
    case 'format':
      return `${field}格式不正确`;
    case 'minItems':
      return `${field}至少选择 ${params.limit} 项`;
    case 'maxItems':
      return `${field}最多 ${params.limit} 项`;
    case 'uniqueItems':
      return `${field}有重复项`;
    case 'enum':
      return `${field}取值不在允许范围内`;
    case 'additionalProperties':
      return `不支持的字段：${params.additionalProperty}`;
    default:
      return `${field}不符合要求`;
  }
}
