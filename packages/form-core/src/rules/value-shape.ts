import type { FormItemWidget } from '../types/fields.ts';
import { fieldTitle, MESSAGES } from '../messages.ts';
import { isEmptyValue } from '../validators/empty.ts';
import { dateFormatPattern, isTimestampFormat } from './date-format.ts';

const isOptionValue = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPair = (v: unknown, item: (x: unknown) => boolean) => Array.isArray(v) && v.length === 2 && v.every(item);

function dateItem(valueFormat: string): (v: unknown) => boolean {
  if (isTimestampFormat(valueFormat)) return isNum;
  const pattern = dateFormatPattern(valueFormat);
  return (v) => typeof v === 'string' && (pattern === null || pattern.test(v));
}

const isUploadedFile = (v: unknown) => isObj(v) && typeof v.name === 'string' && typeof v.url === 'string';

const isMapValue = (v: unknown) => typeof v === 'string' || (isObj(v) && typeof v.address === 'string' && (v.lnglat == null || isPair(v.lnglat, isNum)));

/**
 * Checks that a submitted value has the shape the widget produces (the server cannot trust
 * the browser). Empty values pass; the required rule deals with them.
 */
export function checkValueShape(widget: FormItemWidget, value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const label = fieldTitle(widget.options);
  const bad = MESSAGES.invalidValue(label);
  switch (widget.type) {
    case 'input':
    case 'textarea':
      return typeof value === 'string' || isNum(value) ? null : bad;
    case 'rich-editor':
    case 'color':
      return typeof value === 'string' ? null : bad;
    case 'number':
      return isNum(value) ? null : MESSAGES.fieldInvalidNumber(label);
    case 'rate':
      return isNum(value) ? null : MESSAGES.fieldInvalidNumber(label);
    case 'slider':
      return (widget.options.range ? isPair(value, isNum) : isNum(value)) ? null : MESSAGES.fieldInvalidNumber(label);
    case 'radio':
      return isOptionValue(value) ? null : bad;
    case 'checkbox':
      return Array.isArray(value) && value.every(isOptionValue) ? null : bad;
    case 'select':
      if (widget.options.multiple) return Array.isArray(value) && value.every(isOptionValue) ? null : bad;
      return isOptionValue(value) ? null : bad;
    case 'cascader': {
      const path = (v: unknown) => Array.isArray(v) && v.every(isOptionValue);
      if (isOptionValue(value) || path(value)) return null;
      return widget.options.multiple && Array.isArray(value) && value.every(path) ? null : bad;
    }
    case 'switch':
      return typeof value === 'boolean' ? null : bad;
    case 'date':
    case 'time': {
      const ok = dateItem(widget.options.valueFormat)(value);
      return ok ? null : MESSAGES.invalidDate(label, widget.options.valueFormat);
    }
    case 'date-range':
    case 'time-range': {
      const item = dateItem(widget.options.valueFormat);
      const ok = isPair(value, (v) => v === null || v === '' || item(v));
      return ok ? null : MESSAGES.invalidDate(label, widget.options.valueFormat);
    }
    case 'file-upload':
    case 'picture-upload':
      return Array.isArray(value) && value.every(isUploadedFile) ? null : bad;
    case 'input-map':
      return isMapValue(value) ? null : bad;
    default:
      return null;
  }
}
