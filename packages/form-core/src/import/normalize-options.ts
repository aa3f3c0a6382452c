import type { CascaderOptionItem, LabelAlign } from '../types/common.ts';
import type { ImportReport } from './report.ts';

/** Option keys whose value may be null although their default is not. */
const NULLABLE = new Set(['min', 'max', 'precision', 'limit', 'fileMaxSize', 'minLength', 'maxLength', 'defaultValue']);
/** Older VForm upload, rich-editor and cascader fields name their validation like this. */
const RENAMED: Record<string, string> = { customRule: 'validation', customRuleHint: 'validationHint' };
/** Options VForm keeps that mean nothing without its own layout engine; dropped quietly. */
const IGNORED = new Set(['key', 'widgetSize']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function normalizeCustomClass(value: unknown): string[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  return null;
}

export function normalizeLabelAlign(value: unknown): LabelAlign | null {
  if (value === '' || value === null || value === undefined) return '';
  if (typeof value !== 'string') return null;
  const m = /^(?:label-)?(left|center|right)(?:-align)?$/.exec(value);
  return m ? (m[1] as LabelAlign) : null;
}

function normalizeItems(value: unknown, withChildren: boolean): CascaderOptionItem[] | null {
  if (!Array.isArray(value)) return null;
  const out: CascaderOptionItem[] = [];
  for (const item of value) {
    if (!isRecord(item)) return null;
    const v = item.value;
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
    const entry: CascaderOptionItem = { label: item.label == null ? String(v) : String(item.label), value: v };
    if (item.disabled === true) entry.disabled = true;
    if (withChildren && Array.isArray(item.children) && item.children.length > 0) {
      const children = normalizeItems(item.children, true);
      if (!children) return null;
      entry.children = children;
    }
    out.push(entry);
  }
  return out;
}

/** Returns the coerced value, or undefined when the value cannot be used. */
function coerce(key: string, value: unknown, fallback: unknown, type: string): unknown {
  if (key === 'customClass') return normalizeCustomClass(value) ?? undefined;
  if (key === 'labelAlign') return normalizeLabelAlign(value) ?? undefined;
  if (key === 'optionItems') return normalizeItems(value, type === 'cascader') ?? undefined;
  if (key === 'defaultValue') return value === undefined ? null : value;
  if (value === null && (fallback === null || NULLABLE.has(key))) return null;
  if (key === 'fileTypes') {
    return Array.isArray(value) ? value.filter((t) => typeof t === 'string').map((t: string) => t.replace(/^\./, '')) : undefined;
  }
  switch (typeof fallback) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
    }
    case 'string':
      if (typeof value === 'string') return value;
      return typeof value === 'number' ? String(value) : value === null ? '' : undefined;
    default:
      if (fallback === null) {
        if (typeof value === 'string' && /^(labelWidth|min|max|precision|limit|fileMaxSize|minLength|maxLength)$/.test(key)) {
          const n = Number(value);
          return value.trim() === '' ? null : Number.isFinite(n) ? n : undefined;
        }
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
      }
      return Array.isArray(fallback) === Array.isArray(value) ? value : undefined;
  }
}

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

/**
 * Copies known options over the type's defaults. Unknown keys and unusable values are reported and
 * dropped; non-empty event scripts are kept (as text) and reported.
 */
export function normalizeOptions(raw: unknown, defaults: Record<string, unknown>, type: string, path: string, report: ImportReport): Record<string, unknown> {
  const out: Record<string, unknown> = { ...defaults };
  if (!isRecord(raw)) {
    report.add('warning', 'invalidOptionValue', path, `组件 ${type} 缺少 options，已使用默认设置`);
    return out;
  }
  for (const [rawKey, value] of Object.entries(raw)) {
    const key = RENAMED[rawKey] ?? rawKey;
    const at = `${path}.${rawKey}`;
    if (IGNORED.has(rawKey)) continue;
    if (!(key in defaults)) {
      if (value !== '' && value !== null && value !== undefined && value !== false) {
        report.add('info', 'unknownOptionKey', at, `未识别的选项 ${rawKey}（值 ${short(value)}），已忽略`);
      } else {
        report.add('info', 'unknownOptionKey', at, `未识别的选项 ${rawKey}，已忽略`);
      }
      continue;
    }
    if (key !== rawKey && out[key] !== defaults[key] && (value === '' || value == null)) continue;
    const coerced = coerce(key, value, defaults[key], type);
    if (coerced === undefined) {
      report.add('warning', 'invalidOptionValue', at, `选项 ${rawKey} 的值 ${short(value)} 无法识别，已使用默认值`);
      continue;
    }
    out[key] = coerced;
    if (/^on[A-Z]/.test(key) && typeof coerced === 'string' && coerced.trim() !== '') {
      if (key === 'onValidate') {
        report.add('warning', 'serverSkipsScript', at, `自定义校验脚本 ${rawKey} 已保留，但服务端校验不会执行脚本，建议改用内置校验或联动规则`);
      } else {
        report.add('info', 'scriptKept', at, `事件脚本 ${rawKey} 已原样保留，表单核心不执行脚本`);
      }
    }
  }
  return out;
}
