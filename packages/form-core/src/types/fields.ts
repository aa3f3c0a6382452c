import type { CascaderOptionItem, ChangeEvents, FocusEvents, FormItemOptions, OptionItem, OptionValue, TextLimitOptions } from './common.ts';
import type { ButtonOptions, DividerOptions, HtmlTextOptions, InputMapOptions, SlotOptions, StaticTextOptions, UploadOptions } from './special-fields.ts';

export type * from './special-fields.ts';

export type DisplayStyle = 'inline' | 'block';

export interface InputOptions extends FormItemOptions, TextLimitOptions, FocusEvents {
  /** 'number' is shown as a text input (§5). */
  type: 'text' | 'password' | 'number';
  defaultValue: string;
  placeholder: string;
  clearable: boolean;
  showPassword: boolean;
  prefixIcon: string;
  suffixIcon: string;
  appendButton: boolean;
  appendButtonDisabled: boolean;
  buttonIcon: string;
  onInput: string;
  onAppendButtonClick: string;
}

export interface TextareaOptions extends FormItemOptions, TextLimitOptions, FocusEvents {
  rows: number;
  defaultValue: string;
  placeholder: string;
  onInput: string;
}

export interface NumberOptions extends FormItemOptions, FocusEvents {
  defaultValue: number | null;
  placeholder: string;
  min: number | null;
  max: number | null;
  precision: number | null;
  step: number;
  controlsPosition: '' | 'right';
}

export interface ChoiceOptions extends FormItemOptions, ChangeEvents {
  optionItems: OptionItem[];
  displayStyle: DisplayStyle;
  buttonStyle: boolean;
  border: boolean;
}

export interface RadioOptions extends ChoiceOptions {
  defaultValue: OptionValue | null;
}

export interface CheckboxOptions extends ChoiceOptions {
  defaultValue: OptionValue[];
}

export interface SelectOptions extends FormItemOptions, FocusEvents {
  defaultValue: OptionValue | OptionValue[] | null;
  placeholder: string;
  clearable: boolean;
  filterable: boolean;
  allowCreate: boolean;
  remote: boolean;
  automaticDropdown: boolean;
  multiple: boolean;
  /** 0 means no limit. */
  multipleLimit: number;
  optionItems: OptionItem[];
  onRemoteQuery: string;
}

export interface CascaderOptions extends FormItemOptions, FocusEvents {
  defaultValue: OptionValue[] | OptionValue[][] | null;
  placeholder: string;
  clearable: boolean;
  filterable: boolean;
  multiple: boolean;
  checkStrictly: boolean;
  optionItems: CascaderOptionItem[];
}

export interface SwitchOptions extends FormItemOptions, ChangeEvents {
  defaultValue: boolean;
  switchWidth: number;
  activeText: string;
  inactiveText: string;
  activeColor: string | null;
  inactiveColor: string | null;
}

export interface SliderOptions extends FormItemOptions, ChangeEvents {
  defaultValue: number | [number, number] | null;
  min: number;
  max: number;
  step: number;
  range: boolean;
  vertical: boolean;
  showStops: boolean;
  height: string | null;
}

export interface RateOptions extends FormItemOptions, ChangeEvents {
  defaultValue: number | null;
  max: number;
  lowThreshold: number;
  highThreshold: number;
  allowHalf: boolean;
  showText: boolean;
  showScore: boolean;
}

export interface RichEditorOptions extends FormItemOptions, TextLimitOptions {
  defaultValue: string;
  placeholder: string;
  contentHeight: string;
}

export type DatePickerType = 'date' | 'datetime' | 'week' | 'month' | 'year' | 'dates';
export type DateRangeType = 'daterange' | 'datetimerange' | 'monthrange';

export interface DateLikeOptions extends FormItemOptions, FocusEvents {
  clearable: boolean;
  editable: boolean;
  /** Display format. */
  format: string;
  /** Format of the stored value; 'timestamp' stores milliseconds. */
  valueFormat: string;
}

export interface DateOptions extends DateLikeOptions {
  type: DatePickerType;
  defaultValue: string | number | null;
  placeholder: string;
}

export interface DateRangeOptions extends DateLikeOptions {
  type: DateRangeType;
  defaultValue: [string, string] | [number, number] | null;
  startPlaceholder: string;
  endPlaceholder: string;
}

export interface TimeOptions extends DateLikeOptions {
  defaultValue: string | null;
  placeholder: string;
}

export interface TimeRangeOptions extends DateLikeOptions {
  defaultValue: [string, string] | null;
  startPlaceholder: string;
  endPlaceholder: string;
}

export interface ColorOptions extends FormItemOptions, ChangeEvents {
  defaultValue: string | null;
}

export interface FieldOptionsMap {
  input: InputOptions;
  textarea: TextareaOptions;
  number: NumberOptions;
  radio: RadioOptions;
  checkbox: CheckboxOptions;
  select: SelectOptions;
  cascader: CascaderOptions;
  switch: SwitchOptions;
  slider: SliderOptions;
  'rich-editor': RichEditorOptions;
  date: DateOptions;
  'date-range': DateRangeOptions;
  time: TimeOptions;
  'time-range': TimeRangeOptions;
  color: ColorOptions;
  rate: RateOptions;
  'file-upload': UploadOptions;
  'picture-upload': UploadOptions;
  'input-map': InputMapOptions;
  'static-text': StaticTextOptions;
  'html-text': HtmlTextOptions;
  divider: DividerOptions;
  button: ButtonOptions;
  slot: SlotOptions;
}

export type FieldType = keyof FieldOptionsMap;

export interface FieldWidgetOf<T extends FieldType> {
  id: string;
  type: T;
  icon: string;
  /** True for widgets that hold a value in form data. */
  formItemFlag: boolean;
  options: FieldOptionsMap[T];
}

/** Discriminated union of every field widget, on `type`. */
export type FieldWidget = { [T in FieldType]: FieldWidgetOf<T> }[FieldType];

/** Field types that show content or actions but hold no value (formItemFlag false). */
export type DisplayFieldType = 'static-text' | 'html-text' | 'divider' | 'button' | 'slot';
export type FormItemType = Exclude<FieldType, DisplayFieldType>;
/** A field that holds a value in form data. */
export type FormItemWidget = { [T in FormItemType]: FieldWidgetOf<T> }[FormItemType];
