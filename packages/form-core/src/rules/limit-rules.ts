import type { FormItemWidget } from '../types/fields.ts';
import { fieldTitle, MESSAGES } from '../messages.ts';
import { isEmptyValue } from '../validators/empty.ts';
import { checkUploadedFiles } from '../upload/upload-checks.ts';
import type { RuleDescriptor } from './rule-types.ts';

const BOTH = ['blur', 'change'] as const;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isLimit = (v: unknown): v is number => isNum(v) && v >= 0;
/** Length in characters (code points), as a word counter shows it. */
const lengthOf = (v: unknown) => (typeof v === 'string' ? [...v].length : isNum(v) ? String(v).length : 0);
const numbersOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isNum) : isNum(v) ? [v] : []);

function decimals(n: number): number {
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]) + (text.split('e')[0].split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

function rule(kind: RuleDescriptor['kind'], limit: number, message: string, fails: (v: unknown) => boolean): RuleDescriptor {
  return {
    kind,
    trigger: [...BOTH],
    limit,
    message,
    validate: (value) => (isEmptyValue(value) || !fails(value) ? null : message),
  };
}

function textLimits(label: string, minLength: unknown, maxLength: unknown): RuleDescriptor[] {
  const out: RuleDescriptor[] = [];
  if (isLimit(minLength) && minLength > 0) out.push(rule('minLength', minLength, MESSAGES.minLength(label, minLength), (v) => lengthOf(v) < minLength));
  if (isLimit(maxLength)) out.push(rule('maxLength', maxLength, MESSAGES.maxLength(label, maxLength), (v) => lengthOf(v) > maxLength));
  return out;
}

function rangeLimits(label: string, min: unknown, max: unknown): RuleDescriptor[] {
  const out: RuleDescriptor[] = [];
  if (isNum(min)) out.push(rule('min', min, MESSAGES.minValue(label, min), (v) => numbersOf(v).some((n) => n < min)));
  if (isNum(max)) out.push(rule('max', max, MESSAGES.maxValue(label, max), (v) => numbersOf(v).some((n) => n > max)));
  return out;
}

/** minLength/maxLength, min/max/precision, multipleLimit, rate bounds and upload contents. */
export function buildLimitRules(widget: FormItemWidget): RuleDescriptor[] {
  const label = fieldTitle(widget.options);
  switch (widget.type) {
    case 'input':
    case 'textarea':
    case 'rich-editor':
      return textLimits(label, widget.options.minLength, widget.options.maxLength);
    case 'number': {
      const { min, max, precision } = widget.options;
      const out = rangeLimits(label, min, max);
      if (isLimit(precision) && Number.isInteger(precision)) {
        const fails = (v: unknown) => numbersOf(v).some((n) => decimals(n) > precision);
        out.push(rule('precision', precision, MESSAGES.precision(label, precision), fails));
      }
      return out;
    }
    case 'slider':
      return rangeLimits(label, widget.options.min, widget.options.max);
    case 'rate': {
      const { max, allowHalf } = widget.options;
      const out = rangeLimits(label, 0, max);
      const step = allowHalf ? 2 : 1;
      const message = allowHalf ? MESSAGES.precision(label, 1) : MESSAGES.precision(label, 0);
      out.push(rule('precision', allowHalf ? 1 : 0, message, (v) => numbersOf(v).some((n) => !Number.isInteger(n * step))));
      return out;
    }
    case 'select': {
      const { multiple, multipleLimit } = widget.options;
      if (!multiple || !isLimit(multipleLimit) || multipleLimit === 0) return [];
      const message = MESSAGES.multipleLimit(label, multipleLimit);
      return [rule('multipleLimit', multipleLimit, message, (v) => Array.isArray(v) && v.length > multipleLimit)];
    }
    case 'file-upload':
    case 'picture-upload': {
      const options = widget.options;
      return [
        {
          kind: 'upload',
          trigger: ['change'],
          validate: (value) => (Array.isArray(value) ? (checkUploadedFiles(options, value)?.message ?? null) : null),
        },
      ];
    }
    default:
      return [];
  }
}
