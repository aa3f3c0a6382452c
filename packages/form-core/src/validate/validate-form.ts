import type { FormData } from '../types/common.ts';
import type { FormSchema } from '../types/schema.ts';
import { fieldTitle, MESSAGES } from '../messages.ts';
import { applyStateOverrides, evaluateLinkage, type WidgetState } from '../linkage/evaluate.ts';
import { getValueAtPath, parseFieldPath } from '../schema/paths.ts';
import { findWidgetByName } from '../schema/tree.ts';
import { buildFieldRules, runRules } from '../rules/build-rules.ts';
import type { RuleDescriptor } from '../rules/rule-types.ts';
import { walkActiveFields } from './active-fields.ts';

export interface FieldError {
  /** `name` or `subFormName.rowIndex.fieldName`. */
  path: string;
  message: string;
}

/**
 * What an error's path is called by the person filling in the form: the field's label (its name when it
 * has none), `明细 第 2 行 金额` for a field in a sub-form row, `明细 第 2 行` for a row itself.
 */
export function fieldLabelAt(schema: FormSchema, path: string): string {
  const p = parseFieldPath(path);
  if (p.subFormName !== undefined) {
    const subForm = findWidgetByName(schema, p.subFormName);
    const field = subForm && 'widgetList' in subForm ? findWidgetByName(subForm.widgetList, p.fieldName) : null;
    return `${subForm ? fieldTitle(subForm.options) : p.subFormName} 第 ${p.rowIndex! + 1} 行 ${field ? fieldTitle(field.options) : p.fieldName}`;
  }
  const [name, row] = path.split('.');
  const widget = findWidgetByName(schema, name);
  const title = widget ? fieldTitle(widget.options) : name;
  return row === undefined ? title : `${title} 第 ${Number(row) + 1} 行`;
}

export interface FormValidationResult {
  valid: boolean;
  /** At most one error per field: the first rule that fails. */
  errors: FieldError[];
  /** '表单校验失败' when invalid. */
  message: string | null;
  /** The data after linkage (setValue) was applied; this is what was validated. */
  data: FormData;
}

export interface ValidateFormOptions {
  /** State changes made at run time (e.g. a renderer hiding a widget), keyed by name or row path. */
  overrides?: Record<string, Partial<WidgetState>>;
}

/**
 * Validates submitted form data against a schema, as the server and the browser both do:
 * linkage first, then every shown field's rules (hidden widgets and their children are skipped).
 */
export function validateForm(schema: FormSchema, data: FormData, options: ValidateFormOptions = {}): FormValidationResult {
  const linked = evaluateLinkage(schema, data);
  const errors: FieldError[] = [];
  walkActiveFields(schema, linked.data, applyStateOverrides(linked.states, options.overrides), {
    field: ({ widget, path, state }) => {
      const message = runRules(buildFieldRules(widget, state), getValueAtPath(linked.data, path), linked.data);
      if (message) errors.push({ path, message });
    },
    badSubForm: (subForm, path) => errors.push({ path, message: MESSAGES.invalidValue(fieldTitle(subForm.options)) }),
  });
  const valid = errors.length === 0;
  return { valid, errors, message: valid ? null : MESSAGES.formValidationFailed, data: linked.data };
}

/** The rules of every shown field, keyed by path: what a renderer binds to its form items. */
export function buildFormRules(schema: FormSchema, data: FormData, options: ValidateFormOptions = {}): Record<string, RuleDescriptor[]> {
  const linked = evaluateLinkage(schema, data);
  const out: Record<string, RuleDescriptor[]> = {};
  walkActiveFields(schema, linked.data, applyStateOverrides(linked.states, options.overrides), {
    field: ({ widget, path, state }) => {
      out[path] = buildFieldRules(widget, state);
    },
  });
  return out;
}
