import type { Widget, WidgetType } from '../types/containers.ts';
import type { FieldType } from '../types/fields.ts';
import { CONTAINER_DEFAULTS } from '../defaults/container-defaults.ts';
import { FIELD_DEFAULTS, FORM_ITEM_TYPES } from '../defaults/field-defaults.ts';
import { generateWidgetKey } from '../schema/factory.ts';
import { compilePattern } from '../validators/regexp.ts';
import { isBuiltinValidatorName } from '../validators/builtin.ts';
import { normalizeOptions } from './normalize-options.ts';
import type { ImportReport } from './report.ts';

const WIDGET_KEYS = new Set([
  'id',
  'type',
  'icon',
  'formItemFlag',
  'category',
  'options',
  'cols',
  'rows',
  'tabs',
  'widgetList',
  'internal',
  'merged',
  'displayType',
  'key',
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface NormalizeContext {
  report: ImportReport;
  taken: Set<string>;
  ids: Set<string>;
  names: Set<string>;
  random?: () => number;
}

const defaultsOf = (type: WidgetType): Record<string, unknown> =>
  type in FIELD_DEFAULTS
    ? (FIELD_DEFAULTS[type as FieldType]() as unknown as Record<string, unknown>)
    : (CONTAINER_DEFAULTS[type as keyof typeof CONTAINER_DEFAULTS]() as unknown as Record<string, unknown>);

const isKnownType = (type: unknown): type is WidgetType => typeof type === 'string' && (type in FIELD_DEFAULTS || type in CONTAINER_DEFAULTS);

function uniqueKey(ctx: NormalizeContext, type: string, wanted: unknown, seen: Set<string>, what: 'id' | 'name', path: string): string {
  const text = typeof wanted === 'string' ? wanted.trim() : typeof wanted === 'number' ? String(wanted) : '';
  if (text !== '' && !seen.has(text)) {
    seen.add(text);
    ctx.taken.add(text);
    return text;
  }
  const fresh = generateWidgetKey(type, { taken: ctx.taken, random: ctx.random });
  seen.add(fresh);
  if (text === '') {
    if (what === 'name') ctx.report.add('warning', 'missingName', path, `组件缺少名称，已命名为 ${fresh}`);
  } else {
    const code = what === 'id' ? 'duplicateId' : 'duplicateName';
    const label = what === 'id' ? '标识' : '名称';
    ctx.report.add('warning', code, path, `组件${label} ${text} 重复，已改为 ${fresh}`);
  }
  return fresh;
}

function children(raw: unknown, path: string, expected: WidgetType | null, ctx: NormalizeContext, inSubForm: boolean): Widget[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    ctx.report.add('warning', 'unexpectedChild', path, '子组件列表不是数组，已忽略');
    return [];
  }
  const out: Widget[] = [];
  raw.forEach((item, i) => {
    const at = `${path}[${i}]`;
    const type = isRecord(item) ? item.type : undefined;
    const fits = expected ? type === expected : !(type === 'grid-col' || type === 'table-cell' || type === 'tab-pane');
    if (isKnownType(type) && !fits) {
      ctx.report.add('warning', 'unexpectedChild', at, `组件 ${String(type)} 不能放在此处，已移除`);
      return;
    }
    const widget = normalizeWidget(item, at, ctx, inSubForm);
    if (widget) out.push(widget);
  });
  return out;
}

/** One VForm (or our own) widget into our format; null when it is dropped (reported). */
export function normalizeWidget(raw: unknown, path: string, ctx: NormalizeContext, inSubForm = false): Widget | null {
  if (!isRecord(raw)) {
    ctx.report.add('warning', 'unknownWidgetType', path, '无法识别的组件（不是对象），已移除');
    return null;
  }
  const type = raw.type;
  if (!isKnownType(type)) {
    ctx.report.add('warning', 'unknownWidgetType', path, `不支持的组件类型 ${String(type)}，已移除`);
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!WIDGET_KEYS.has(key)) ctx.report.add('info', 'unknownKey', `${path}.${key}`, `未识别的组件属性 ${key}，已忽略`);
  }
  const id = uniqueKey(ctx, type, raw.id, ctx.ids, 'id', `${path}.id`);
  const options = normalizeOptions(raw.options, defaultsOf(type), type, `${path}.options`, ctx.report);
  const unnamed = options.name === '' || options.name === null;
  options.name = uniqueKey(ctx, type, unnamed ? id : options.name, ctx.names, 'name', `${path}.options.name`);
  if (unnamed && (typeof raw.id !== 'string' || raw.id.trim() === '')) {
    ctx.report.add('warning', 'missingName', `${path}.options.name`, `组件缺少名称，已命名为 ${String(options.name)}`);
  }
  checkValidation(options, `${path}.options.validation`, ctx);
  const icon = typeof raw.icon === 'string' && raw.icon !== '' ? raw.icon : type;

  if (type in FIELD_DEFAULTS) {
    return { id, type, icon, formItemFlag: FORM_ITEM_TYPES.has(type as FieldType), options } as unknown as Widget;
  }
  const base = { id, type, category: 'container' as const, icon, options };
  const inner = inSubForm || type === 'sub-form';
  if (type === 'sub-form' && inSubForm) {
    ctx.report.add('warning', 'nestedSubForm', path, '子表单内嵌套子表单的数据不会被校验');
  }
  switch (type) {
    case 'grid':
      return { ...base, cols: children(raw.cols, `${path}.cols`, 'grid-col', ctx, inner) } as unknown as Widget;
    case 'table':
      return { ...base, rows: tableRows(raw.rows, `${path}.rows`, ctx, inner) } as unknown as Widget;
    case 'tab': {
      const displayType = raw.displayType === 'card' || raw.displayType === '' ? raw.displayType : 'border-card';
      return { ...base, displayType, tabs: children(raw.tabs, `${path}.tabs`, 'tab-pane', ctx, inner) } as unknown as Widget;
    }
    case 'alert':
      if (Array.isArray(raw.widgetList) && raw.widgetList.length > 0) {
        ctx.report.add('warning', 'unexpectedChild', `${path}.widgetList`, '提示组件不能包含子组件，已移除');
      }
      return base as unknown as Widget;
    default: {
      const list = children(raw.widgetList, `${path}.widgetList`, null, ctx, inner);
      if (type === 'table-cell') {
        const merged = raw.merged === true;
        if (merged && list.length > 0) {
          ctx.report.add('warning', 'mergedCellContent', path, '被合并的单元格中的组件不会显示');
        }
        return { ...base, internal: true, merged, widgetList: list } as unknown as Widget;
      }
      const internal = type === 'grid-col' || type === 'tab-pane' ? { internal: true } : {};
      return { ...base, ...internal, widgetList: list } as unknown as Widget;
    }
  }
}

function tableRows(raw: unknown, path: string, ctx: NormalizeContext, inSubForm: boolean) {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((row, i) => ({
    id: typeof row.id === 'string' && row.id !== '' ? row.id : generateWidgetKey('table-row', { taken: ctx.taken, random: ctx.random }),
    merged: row.merged === true,
    cols: children(row.cols, `${path}[${i}].cols`, 'table-cell', ctx, inSubForm),
  }));
}

function checkValidation(options: Record<string, unknown>, path: string, ctx: NormalizeContext): void {
  const v = options.validation;
  if (typeof v !== 'string' || v.trim() === '' || isBuiltinValidatorName(v.trim())) return;
  if (!compilePattern(v.trim())) {
    ctx.report.add('warning', 'invalidRegExp', path, `校验正则表达式 ${v} 无效，填写的非空值都将校验不通过`);
  }
}
