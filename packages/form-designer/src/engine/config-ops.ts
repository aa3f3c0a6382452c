import {
  createFormSchema,
  findWidget,
  loadFormSchema,
  type FormConfig,
  type FormSchema,
  type ImportIssue,
  type LinkageCondition,
  type LinkageRule,
} from '@notaria/form-core';
import { locate, ok, produce, refuse, type DesignerState, type OpResult } from './state.ts';

function renameInCondition(c: LinkageCondition, from: string, to: string): void {
  if ('all' in c) c.all.forEach((x) => renameInCondition(x, from, to));
  else if ('any' in c) c.any.forEach((x) => renameInCondition(x, from, to));
  else if ('not' in c) renameInCondition(c.not, from, to);
  else if (c.field === from) c.field = to;
}

/** Linkage rules follow a renamed field. */
export function renameInLinkage(rules: LinkageRule[], from: string, to: string): void {
  for (const rule of rules) {
    renameInCondition(rule.when, from, to);
    for (const action of rule.then) if (action.target === from) action.target = to;
  }
}

/** Sets one option of a widget. A new name must be unique and not empty; linkage rules follow it. */
export function updateOption(state: DesignerState, id: string, key: string, value: unknown): OpResult {
  const visit = locate(state.schema, id);
  if (!visit) return refuse('组件不存在');
  const options = visit.widget.options as unknown as Record<string, unknown>;
  if (!(key in options)) return refuse(`组件没有属性 ${key}`);
  if (key === 'name') {
    if (typeof value !== 'string' || !value.trim()) return refuse('名称不能为空');
    const other = findWidget(state.schema, (w) => w.id !== id && w.options.name === value);
    if (other) return refuse(`名称 ${value} 已被其他组件使用`);
  }
  return produce(state, (draft) => {
    const w = locate(draft.schema, id)!.widget;
    const opts = w.options as unknown as Record<string, unknown>;
    const old = opts[key];
    opts[key] = structuredClone(value);
    if (key === 'name' && typeof old === 'string' && old) renameInLinkage(draft.schema.formConfig.linkage, old, value as string);
  });
}

/** Sets one entry of the form config (labelWidth, labelAlign, modelName, rulesName, linkage, scripts …). */
export function updateFormConfig<K extends keyof FormConfig>(state: DesignerState, key: K, value: FormConfig[K]): OpResult {
  if (!(key in state.schema.formConfig)) return refuse(`表单没有设置项 ${String(key)}`);
  if (key === 'labelWidth' && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
    return refuse('标签宽度必须是不小于 0 的数字');
  }
  if ((key === 'modelName' || key === 'rulesName') && (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value))) {
    return refuse('名称只能由字母、数字、下划线组成，且不能以数字开头');
  }
  return produce(state, (draft) => {
    draft.schema.formConfig[key] = structuredClone(value);
  });
}

/** Removes every widget (and the linkage rules naming them); the rest of the form config stays. */
export function clearForm(state: DesignerState): OpResult {
  return produce(state, (draft) => {
    draft.schema.widgetList = [];
    draft.schema.formConfig.linkage = [];
    draft.selectedId = null;
  });
}

export interface ImportOutcome {
  result: OpResult;
  issues: ImportIssue[];
}

/** Imports our JSON or VForm's (text or parsed) through form-core; refused when the report has errors. */
export function importForm(state: DesignerState, input: unknown): ImportOutcome {
  const { schema, issues, ok: readable } = loadFormSchema(input);
  if (!readable) {
    const first = issues.find((i) => i.level === 'error');
    return { result: refuse(`导入失败：${first?.message ?? '无法读取'}`), issues };
  }
  return { result: ok({ schema, selectedId: null }), issues };
}

/** The form as saved: our format, pretty-printed. */
export function exportForm(schema: FormSchema): string {
  return JSON.stringify(schema, null, 2);
}

export const emptySchema = createFormSchema;
