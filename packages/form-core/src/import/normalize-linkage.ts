import type { JsonValue } from '../types/common.ts';
import type { ConditionOperator, LinkageAction, LinkageCondition, LinkageRule } from '../types/linkage.ts';
import type { ImportReport } from './report.ts';
import { conditionFields } from '../linkage/condition.ts';

const OPERATORS = new Set<ConditionOperator>(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'notIn', 'contains', 'notContains', 'empty', 'notEmpty', 'matches']);
const ACTIONS = new Set(['show', 'hide', 'require', 'unrequire', 'disable', 'enable', 'setValue']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function condition(raw: unknown): LinkageCondition | null {
  if (!isRecord(raw)) return null;
  for (const key of ['all', 'any'] as const) {
    if (key in raw) {
      if (!Array.isArray(raw[key])) return null;
      const parts = (raw[key] as unknown[]).map(condition);
      return parts.every(Boolean) ? ({ [key]: parts } as LinkageCondition) : null;
    }
  }
  if ('not' in raw) {
    const inner = condition(raw.not);
    return inner ? { not: inner } : null;
  }
  if (typeof raw.field !== 'string' || !OPERATORS.has(raw.op as ConditionOperator)) return null;
  const out: LinkageCondition = { field: raw.field, op: raw.op as ConditionOperator };
  if ('value' in raw) out.value = raw.value as JsonValue;
  return out;
}

function action(raw: unknown): LinkageAction | null {
  if (!isRecord(raw) || typeof raw.target !== 'string' || !ACTIONS.has(raw.type as string)) return null;
  if (raw.type === 'setValue') return { type: 'setValue', target: raw.target, value: (raw.value ?? null) as JsonValue };
  return { type: raw.type as Exclude<LinkageAction['type'], 'setValue'>, target: raw.target };
}

/** Keeps well-formed rules; reports and drops the others, and reports names no widget has. */
export function normalizeLinkage(raw: unknown, path: string, names: Set<string>, report: ImportReport): LinkageRule[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    report.add('warning', 'invalidLinkage', path, '联动规则不是数组，已忽略');
    return [];
  }
  const out: LinkageRule[] = [];
  raw.forEach((item, i) => {
    const at = `${path}[${i}]`;
    const when = isRecord(item) ? condition(item.when) : null;
    const then = isRecord(item) && Array.isArray(item.then) ? item.then.map(action) : null;
    if (!isRecord(item) || !when || !then || then.some((a) => a === null)) {
      report.add('warning', 'invalidLinkage', at, '联动规则格式不正确，已移除');
      return;
    }
    const rule: LinkageRule = { id: typeof item.id === 'string' && item.id ? item.id : `rule${i + 1}`, when, then: then as LinkageAction[] };
    if (typeof item.description === 'string') rule.description = item.description;
    const refs = [...conditionFields(when), ...rule.then.map((a) => a.target)];
    for (const name of new Set(refs)) {
      if (!names.has(name)) report.add('warning', 'linkageUnknownField', at, `联动规则引用了不存在的组件 ${name}`);
    }
    out.push(rule);
  });
  return out;
}
