import { MESSAGES } from '../messages.ts';
import { compilePattern } from './regexp.ts';
import { isEmptyValue, textsOf } from './empty.ts';

/** The rules of the §5 validator table. */
export const BUILTIN_PATTERNS = {
  number: /^-?\d+(\.\d+)?$/,
  letter: /^[A-Za-z]+$/,
  letterAndNumber: /^[A-Za-z0-9]+$/,
  mobilePhone: /^1[3-9]\d{9}$/,
  letterStartNumberIncluded: /^[A-Za-z]+[A-Za-z\d]*$/,
  noChinese: /^[^\u4e00-\u9fa5]+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  /** Local part with + and the usual marks; domain labels may hold inner hyphens; top level 2–3 letters. */
  email: /^[A-Za-z0-9_.+-]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,3}$/,
  /** http(s), a host (dotted name, localhost or IPv4), an optional port, then any path, query and fragment. */
  url: /^https?:\/\/(localhost|(\d{1,3}\.){3}\d{1,3}|([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,})(:\d{1,5})?([/?#][^\s]*)?$/i,
} as const;

export type PatternValidatorName = keyof typeof BUILTIN_PATTERNS;
/** noBlankStart and noBlankEnd are accepted names without effect. */
export type BuiltinValidatorName = PatternValidatorName | 'regExp' | 'noBlankStart' | 'noBlankEnd';

export const BUILTIN_VALIDATOR_NAMES: readonly BuiltinValidatorName[] = [
  ...(Object.keys(BUILTIN_PATTERNS) as PatternValidatorName[]),
  'regExp',
  'noBlankStart',
  'noBlankEnd',
];

export function isBuiltinValidatorName(name: string): name is BuiltinValidatorName {
  return (BUILTIN_VALIDATOR_NAMES as readonly string[]).includes(name);
}

function testAll(pattern: RegExp, value: unknown): boolean {
  const texts = textsOf(value);
  return texts !== null && texts.every((text) => pattern.test(text));
}

/**
 * Runs a named built-in validator. Empty values pass. Returns the message, or null when valid.
 * `errorMsg` (the field's validationHint) overrides the default message.
 */
export function runBuiltinValidator(name: BuiltinValidatorName, value: unknown, label: string, errorMsg?: string): string | null {
  if (name === 'noBlankStart' || name === 'noBlankEnd' || name === 'regExp') return null;
  if (isEmptyValue(value)) return null;
  return testAll(BUILTIN_PATTERNS[name], value) ? null : errorMsg || MESSAGES.validator[name](label);
}

/**
 * The regExp validator: a custom pattern. Empty values pass. A pattern that does not compile
 * refuses every non-empty value, so nothing unchecked is accepted.
 */
export function runRegExpValidator(pattern: string, value: unknown, label: string, errorMsg?: string): string | null {
  if (isEmptyValue(value)) return null;
  const compiled = compilePattern(pattern);
  return compiled && testAll(compiled, value) ? null : errorMsg || MESSAGES.validator.regExp(label);
}
