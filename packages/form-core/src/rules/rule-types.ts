import type { FormData } from '../types/common.ts';
import type { BuiltinValidatorName } from '../validators/builtin.ts';

export type RuleTrigger = 'blur' | 'change';

export type RuleKind =
  'required' | 'validator' | 'pattern' | 'valueShape' | 'minLength' | 'maxLength' | 'min' | 'max' | 'precision' | 'multipleLimit' | 'upload';

/**
 * A framework-neutral rule. `validate` returns the message to show, or null when the value passes.
 * The other fields describe the rule so a renderer can map it to native props.
 */
export interface RuleDescriptor {
  kind: RuleKind;
  trigger: RuleTrigger[];
  validate(value: unknown, formData: FormData): string | null;
  required?: boolean;
  validator?: BuiltinValidatorName;
  /** The custom regular expression of a pattern rule, as stored. */
  pattern?: string;
  /** Limit of a minLength, maxLength, min, max, precision or multipleLimit rule. */
  limit?: number;
  /** The fixed message, when the rule has only one. */
  message?: string;
}

/** The state a field is in when its rules are built (from options, overridden by linkage). */
export interface FieldRuleState {
  hidden?: boolean;
  required?: boolean;
}
