/**
 * The Chinese text of a validation failure, the same on both sides of the wire: the server words a schema
 * failure with it and the web's form rules (made from the same schema) say the same thing.
 */
export const VALIDATION_MESSAGES = {
  required: (field: string) => `请输入${field}`,
  choose: (field: string) => `请选择${field}`,
  missing: (field: string) => `缺少必填项：${field}`,
  empty: (field: string) => `${field}不能为空`,
  minLength: (field: string, limit: number) => `${field}至少 ${limit} 个字符`,
  maxLength: (field: string, limit: number) => `${field}最多 ${limit} 个字符`,
  minimum: (field: string, limit: number) => `${field}不能小于 ${limit}`,
  maximum: (field: string, limit: number) => `${field}不能大于 ${limit}`,
  type: (field: string) => `${field}类型不正确`,
  pattern: (field: string) => `${field}格式不正确`,
  minItems: (field: string, limit: number) => `${field}至少选择 ${limit} 项`,
  maxItems: (field: string, limit: number) => `${field}最多 ${limit} 项`,
  uniqueItems: (field: string) => `${field}有重复项`,
  enum: (field: string) => `${field}取值不在允许范围内`,
  other: (field: string) => `${field}不符合要求`,
};

/** Schema keywords the messages read besides the standard ones. */
export interface MessageKeywords {
  title?: string;
  /** Said instead of "<title>格式不正确" when the pattern or format fails, e.g. "证件号码只能包含字母、数字". */
  patternMessage?: string;
}
