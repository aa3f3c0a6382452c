/** Any value that survives JSON. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Flat form data keyed by field name; a sub-form value is an array of row objects. */
export type FormData = Record<string, unknown>;

export type OptionValue = string | number | boolean;

export interface OptionItem {
  label: string;
  value: OptionValue;
  disabled?: boolean;
}

export interface CascaderOptionItem extends OptionItem {
  children?: CascaderOptionItem[];
}

/** '' inherits the form-level alignment. */
export type LabelAlign = '' | 'left' | 'center' | 'right';
export type LabelIconPosition = 'front' | 'rear';
export type WidgetSize = '' | 'large' | 'default' | 'small';

/** Options every widget has. Event scripts are stored as text and never executed by form-core. */
export interface BaseOptions {
  name: string;
  hidden: boolean;
  customClass: string[];
  onCreated: string;
  onMounted: string;
}

export interface LabelOptions {
  label: string;
  labelHidden: boolean;
  labelWidth: number | null;
  labelAlign: LabelAlign;
  labelTooltip: string | null;
  labelIconClass: string | null;
  labelIconPosition: LabelIconPosition;
}

/** Options of every widget that holds a value (formItemFlag true). */
export interface FormItemOptions extends BaseOptions, LabelOptions {
  disabled: boolean;
  readonly: boolean;
  required: boolean;
  requiredHint: string;
  /** A built-in validator name (see BUILTIN_VALIDATOR_NAMES) or a regular expression. */
  validation: string;
  validationHint: string;
  size: WidgetSize;
  /** Column width when the field sits in a sub-form. */
  columnWidth: string;
  onValidate: string;
}

export interface TextLimitOptions {
  minLength: number | null;
  maxLength: number | null;
  showWordLimit: boolean;
}

export interface ChangeEvents {
  onChange: string;
}

export interface FocusEvents extends ChangeEvents {
  onFocus: string;
  onBlur: string;
}
