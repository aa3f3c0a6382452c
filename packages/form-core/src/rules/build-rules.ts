import type { Widget } from '../types/containers.ts';
import { fieldTitle, MESSAGES } from '../messages.ts';
import { isBuiltinValidatorName, runBuiltinValidator, runRegExpValidator } from '../validators/builtin.ts';
import { isMissingValue } from '../validators/empty.ts';
import { isFormItem } from '../schema/tree.ts';
import { checkValueShape } from './value-shape.ts';
import { buildLimitRules } from './limit-rules.ts';
import type { FieldRuleState, RuleDescriptor } from './rule-types.ts';

/**
 * The rules of one field. A hidden field has none (it regains them when shown again);
 * `state` carries the hidden/required state from linkage, else the options decide.
 * Order: required (blur), validation (blur and change), value shape, limits.
 */
export function buildFieldRules(widget: Widget, state: FieldRuleState = {}): RuleDescriptor[] {
  if (!isFormItem(widget)) return [];
  const options = widget.options;
  if (state.hidden ?? options.hidden) return [];
  const label = fieldTitle(options);
  const rules: RuleDescriptor[] = [];

  if (state.required ?? options.required) {
    const message = options.requiredHint || MESSAGES.fieldRequired(label);
    rules.push({
      kind: 'required',
      trigger: ['blur'],
      required: true,
      message,
      validate: (value) => (isMissingValue(value) ? message : null),
    });
  }

  const validation = typeof options.validation === 'string' ? options.validation.trim() : '';
  const hint = options.validationHint || undefined;
  if (validation !== '') {
    if (isBuiltinValidatorName(validation)) {
      rules.push({
        kind: 'validator',
        trigger: ['blur', 'change'],
        validator: validation,
        validate: (value) => runBuiltinValidator(validation, value, label, hint),
      });
    } else {
      rules.push({
        kind: 'pattern',
        trigger: ['blur', 'change'],
        pattern: validation,
        validate: (value) => runRegExpValidator(validation, value, label, hint),
      });
    }
  }

  rules.push({ kind: 'valueShape', trigger: ['change'], validate: (value) => checkValueShape(widget, value) });
  rules.push(...buildLimitRules(widget));
  return rules;
}

/** Runs rules in order and returns the first message (all rules run, whatever their trigger). */
export function runRules(rules: readonly RuleDescriptor[], value: unknown, formData: Record<string, unknown>): string | null {
  for (const r of rules) {
    const message = r.validate(value, formData);
    if (message) return message;
  }
  return null;
}
