import type { Widget } from '../types/containers.ts';
import { FORMAT_VERSION, type FormConfig, type FormSchema } from '../types/schema.ts';
import { defaultFormConfig } from '../defaults/container-defaults.ts';
import { createFormSchema } from '../schema/factory.ts';
import { findDuplicateKeys } from './json-duplicates.ts';
import { normalizeOptions } from './normalize-options.ts';
import { normalizeWidget, type NormalizeContext } from './normalize-widget.ts';
import { normalizeLinkage } from './normalize-linkage.ts';
import { ImportReport, type ImportIssue } from './report.ts';

export interface ImportResult {
  /** Always a usable schema; empty when the input could not be read at all. */
  schema: FormSchema;
  /** Everything not understood or changed on the way in. */
  issues: ImportIssue[];
  /** False when an issue of level error occurred. */
  ok: boolean;
}

export const VFORM_JSON_VERSION = 3;
const TOP_KEYS = new Set(['widgetList', 'formConfig', 'formatVersion']);
const VFORM_CONFIG_KEYS = new Set(['jsonVersion', 'dataSources']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(input: unknown, report: ImportReport): unknown {
  if (typeof input !== 'string') return input;
  try {
    const value: unknown = JSON.parse(input);
    for (const path of findDuplicateKeys(input)) {
      report.add('warning', 'duplicateKey', path, `重复的键 ${path}，已采用最后出现的值`);
    }
    return value;
  } catch {
    report.add('error', 'invalidJson', '', '不是有效的 JSON 文本');
    return undefined;
  }
}

const done = (schema: FormSchema, report: ImportReport): ImportResult => ({
  schema,
  issues: report.issues,
  ok: !report.hasErrors,
});

/** Reads a form in our format or in VForm's saved format (text or parsed), with a report. */
export function loadFormSchema(input: unknown, opts: { random?: () => number } = {}): ImportResult {
  const report = new ImportReport();
  const raw = parse(input, report);
  if (raw === undefined) return done(createFormSchema(), report);
  if (!isRecord(raw) || !Array.isArray(raw.widgetList)) {
    report.add('error', 'notAForm', '', '不是表单定义：缺少 widgetList 组件列表');
    return done(createFormSchema(), report);
  }
  const config = isRecord(raw.formConfig) ? raw.formConfig : {};
  const own = 'formatVersion' in raw;
  if (own && raw.formatVersion !== FORMAT_VERSION) {
    report.add('error', 'unsupportedVersion', 'formatVersion', `不支持的表单格式版本 ${String(raw.formatVersion)}`);
    return done(createFormSchema(), report);
  }
  if (!own) {
    if (config.jsonVersion === undefined) {
      report.add('warning', 'missingVersion', 'formConfig.jsonVersion', `缺少 jsonVersion，按版本 ${VFORM_JSON_VERSION} 导入`);
    } else if (config.jsonVersion !== VFORM_JSON_VERSION) {
      report.add(
        'warning',
        'unsupportedVersion',
        'formConfig.jsonVersion',
        `jsonVersion 为 ${String(config.jsonVersion)}，仅支持 ${VFORM_JSON_VERSION}，已尽量导入`,
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!TOP_KEYS.has(key)) report.add('info', 'unknownKey', key, `未识别的属性 ${key}，已忽略`);
  }
  if (!isRecord(raw.formConfig)) report.add('warning', 'notAForm', 'formConfig', '缺少 formConfig，已使用默认设置');

  const ctx: NormalizeContext = { report, taken: new Set(), ids: new Set(), names: new Set(), random: opts.random };
  const widgetList = raw.widgetList
    .map((w, i) => {
      const type = isRecord(w) ? w.type : undefined;
      if (type === 'grid-col' || type === 'table-cell' || type === 'tab-pane') {
        report.add('warning', 'unexpectedChild', `widgetList[${i}]`, `组件 ${String(type)} 不能放在顶层，已移除`);
        return null;
      }
      return normalizeWidget(w, `widgetList[${i}]`, ctx);
    })
    .filter((w): w is Widget => w !== null);

  const { linkage, ...rest } = config;
  const configIn = Object.fromEntries(Object.entries(rest).filter(([k]) => !VFORM_CONFIG_KEYS.has(k)));
  if (isRecord(config.dataSources) || (Array.isArray(config.dataSources) && config.dataSources.length > 0)) {
    report.add('info', 'unknownKey', 'formConfig.dataSources', '数据源配置未导入');
  }
  const defaults = defaultFormConfig() as unknown as Record<string, unknown>;
  const formConfig = normalizeOptions(configIn, defaults, 'formConfig', 'formConfig', report) as unknown as FormConfig;
  if (formConfig.labelAlign === ('' as FormConfig['labelAlign'])) formConfig.labelAlign = 'left';
  if (formConfig.labelPosition !== 'left' && formConfig.labelPosition !== 'top') formConfig.labelPosition = 'left';
  formConfig.linkage = normalizeLinkage(linkage, 'formConfig.linkage', ctx.names, report);
  return done({ formatVersion: FORMAT_VERSION, widgetList, formConfig }, report);
}

/** What the loader would report for a schema: duplicate names, bad patterns, dangling linkage. */
export function checkFormSchema(schema: FormSchema): ImportIssue[] {
  return loadFormSchema(schema).issues;
}
