import type { BaseOptions, FormItemOptions, TextLimitOptions } from '../types/common.ts';

export const DEFAULT_UPLOAD_MAX_MB = 5;
export const DEFAULT_SWITCH_WIDTH = 40;
export const DEFAULT_RATE = { max: 5, lowThreshold: 2, highThreshold: 4 } as const;
export const DEFAULT_SLIDER = { min: 0, max: 100, step: 1 } as const;
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_CARD_GRID = { gutter: 12, span: 12 } as const;

export function baseOptions(): BaseOptions {
  return { name: '', hidden: false, customClass: [], onCreated: '', onMounted: '' };
}

export function formItemOptions(): FormItemOptions {
  return {
    ...baseOptions(),
    label: '',
    labelHidden: false,
    labelWidth: null,
    labelAlign: '',
    labelTooltip: null,
    labelIconClass: null,
    labelIconPosition: 'rear',
    disabled: false,
    readonly: false,
    required: false,
    requiredHint: '',
    validation: '',
    validationHint: '',
    size: '',
    columnWidth: '200px',
    onValidate: '',
  };
}

export function textLimits(): TextLimitOptions {
  return { minLength: null, maxLength: null, showWordLimit: false };
}

export const focusEvents = () => ({ onFocus: '', onBlur: '', onChange: '' });
