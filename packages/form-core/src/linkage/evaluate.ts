import type { FormData } from '../types/common.ts';
import type { Widget } from '../types/containers.ts';
import type { LinkageAction, LinkageRule } from '../types/linkage.ts';
import type { FormSchema } from '../types/schema.ts';
import { walkWidgets } from '../schema/tree.ts';
import { fieldPath, getValueAtPath, setValueAtPath } from '../schema/paths.ts';
import { evaluateCondition, valuesEqual } from './condition.ts';

export interface WidgetState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
}

export interface LinkageResult {
  /** The data with every setValue applied. */
  data: FormData;
  /** Keyed by widget name, or `subFormName.rowIndex.name` for widgets in sub-form rows. */
  states: Record<string, WidgetState>;
}

interface Entry {
  widget: Widget;
  subForm: string | null;
}

/** Every named widget with the sub-form it sits in. */
export function indexWidgets(schema: FormSchema): Map<string, Entry> {
  const index = new Map<string, Entry>();
  walkWidgets(schema.widgetList, ({ widget, subForm }) => {
    const name = widget.options.name;
    if (name && !index.has(name)) index.set(name, { widget, subForm: subForm?.options.name ?? null });
  });
  return index;
}

function baseState(widget: Widget): WidgetState {
  const o = widget.options as { hidden?: boolean; required?: boolean; disabled?: boolean };
  return { hidden: o.hidden === true, required: o.required === true, disabled: o.disabled === true };
}

const rowsOf = (data: FormData, subForm: string): unknown[] => {
  const rows = data[subForm];
  return Array.isArray(rows) ? rows : [];
};

function baseStates(index: Map<string, Entry>, data: FormData): Record<string, WidgetState> {
  const states: Record<string, WidgetState> = {};
  for (const [name, { widget, subForm }] of index) {
    if (subForm === null) states[name] = baseState(widget);
    else rowsOf(data, subForm).forEach((_, row) => (states[fieldPath(name, { name: subForm, row })] = baseState(widget)));
  }
  return states;
}

/** The sub-form a rule runs in: that of its first target inside a sub-form, else null. */
export function ruleScope(rule: LinkageRule, index: Map<string, Entry>): string | null {
  for (const action of rule.then ?? []) {
    const sub = index.get(action.target)?.subForm;
    if (sub) return sub;
  }
  return null;
}

const STATE_EFFECTS: Record<string, [keyof WidgetState, boolean]> = {
  show: ['hidden', false],
  hide: ['hidden', true],
  require: ['required', true],
  unrequire: ['required', false],
  disable: ['disabled', true],
  enable: ['disabled', false],
};

/**
 * Applies the form's linkage rules to data: states start from each widget's options and rules
 * whose condition holds change them; setValue writes values, and evaluation repeats until values
 * settle (bounded, so rules that fight each other cannot loop).
 */
export function evaluateLinkage(schema: FormSchema, data: FormData): LinkageResult {
  const rules = Array.isArray(schema.formConfig.linkage) ? schema.formConfig.linkage : [];
  const index = indexWidgets(schema);
  let current = data;
  let states = baseStates(index, current);
  for (let pass = 0; pass <= rules.length; pass++) {
    if (pass > 0) states = baseStates(index, current);
    let changed = false;
    const apply = (action: LinkageAction, key: string) => {
      if (action.type === 'setValue') {
        if (!valuesEqual(getValueAtPath(current, key), action.value)) {
          current = setValueAtPath(current, key, action.value);
          changed = true;
        }
        return;
      }
      const effect = STATE_EFFECTS[action.type];
      if (effect && states[key]) states[key][effect[0]] = effect[1];
    };
    for (const rule of rules) {
      const scope = ruleScope(rule, index);
      if (scope === null) {
        if (!evaluateCondition(rule.when, (f) => current[f])) continue;
        for (const action of rule.then ?? []) if (index.get(action.target)?.subForm === null) apply(action, action.target);
        continue;
      }
      rowsOf(current, scope).forEach((_, row) => {
        const lookup = (f: string) => (index.get(f)?.subForm === scope ? getValueAtPath(current, fieldPath(f, { name: scope, row })) : current[f]);
        if (!evaluateCondition(rule.when, lookup)) return;
        for (const action of rule.then ?? []) {
          if (index.get(action.target)?.subForm === scope) apply(action, fieldPath(action.target, { name: scope, row }));
        }
      });
    }
    if (!changed) break;
  }
  return { data: current, states };
}

/**
 * States with imperative overrides laid over them (a renderer's setHidden/setDisabled/setRequired).
 * Keys are names or row paths; keys without a state are ignored.
 */
export function applyStateOverrides(
  states: Record<string, WidgetState>,
  overrides: Record<string, Partial<WidgetState>> | undefined,
): Record<string, WidgetState> {
  if (!overrides) return states;
  const out = { ...states };
  for (const [key, patch] of Object.entries(overrides)) {
    if (out[key]) out[key] = { ...out[key], ...patch };
  }
  return out;
}
