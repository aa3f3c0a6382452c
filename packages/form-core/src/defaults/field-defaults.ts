import type { FieldOptionsMap, FieldType, FormItemType, UploadOptions } from '../types/fields.ts';
import type { OptionItem } from '../types/common.ts';
import {
  baseOptions,
  DEFAULT_DATE_FORMAT,
  DEFAULT_RATE,
  DEFAULT_SLIDER,
  DEFAULT_SWITCH_WIDTH,
  DEFAULT_TIME_FORMAT,
  DEFAULT_UPLOAD_MAX_MB,
  focusEvents,
  formItemOptions,
  textLimits,
} from './common-defaults.ts';

const items = (prefix: string): OptionItem[] => [1, 2, 3].map((n) => ({ label: `${prefix} ${n}`, value: n }));

const choice = (prefix: string) => ({
  ...formItemOptions(),
  optionItems: items(prefix),
  displayStyle: 'inline' as const,
  buttonStyle: false,
  border: false,
  onChange: '',
});

const upload = (fileTypes: string[]): UploadOptions => ({
  ...formItemOptions(),
  defaultValue: [],
  uploadURL: '',
  uploadTip: '',
  withCredentials: false,
  multipleSelect: false,
  showFileList: true,
  limit: null,
  fileMaxSize: DEFAULT_UPLOAD_MAX_MB,
  fileTypes,
  onBeforeUpload: '',
  onUploadSuccess: '',
  onUploadError: '',
  onFileRemove: '',
});

const dateLike = (format: string) => ({
  ...formItemOptions(),
  ...focusEvents(),
  clearable: true,
  editable: false,
  format,
  valueFormat: format,
});

type Factories = { [T in FieldType]: () => FieldOptionsMap[T] };

export const FIELD_DEFAULTS: Factories = {
  input: () => ({
    ...formItemOptions(), ...textLimits(), ...focusEvents(),
    type: 'text', defaultValue: '', placeholder: '', clearable: true, showPassword: false,
    prefixIcon: '', suffixIcon: '', appendButton: false, appendButtonDisabled: false,
    buttonIcon: '', onInput: '', onAppendButtonClick: '',
  }),
  textarea: () => ({
    ...formItemOptions(), ...textLimits(), ...focusEvents(),
    rows: 3, defaultValue: '', placeholder: '', onInput: '',
  }),
  number: () => ({
    ...formItemOptions(), ...focusEvents(),
    defaultValue: null, placeholder: '', min: -100000000000, max: 100000000000,
    precision: 0, step: 1, controlsPosition: 'right',
  }),
  radio: () => ({ ...choice('radio'), defaultValue: null }),
  checkbox: () => ({ ...choice('check'), defaultValue: [] }),
  select: () => ({
    ...formItemOptions(), ...focusEvents(),
    defaultValue: null, placeholder: '', clearable: true, filterable: false, allowCreate: false,
    remote: false, automaticDropdown: false, multiple: false, multipleLimit: 0,
    optionItems: items('select'), onRemoteQuery: '',
  }),
  cascader: () => ({
    ...formItemOptions(), ...focusEvents(),
    defaultValue: null, placeholder: '', clearable: true, filterable: false, multiple: false,
    checkStrictly: false,
    optionItems: [
      { label: 'select 1', value: 1, children: [{ label: 'child 1', value: 11 }] },
      { label: 'select 2', value: 2 },
      { label: 'select 3', value: 3 },
    ],
  }),
  switch: () => ({
    ...formItemOptions(), onChange: '',
    defaultValue: false, switchWidth: DEFAULT_SWITCH_WIDTH, activeText: '', inactiveText: '',
    activeColor: null, inactiveColor: null,
  }),
  slider: () => ({
    ...formItemOptions(), onChange: '',
    defaultValue: null, ...DEFAULT_SLIDER, range: false, vertical: false, showStops: true, height: null,
  }),
  rate: () => ({
    ...formItemOptions(), onChange: '',
    defaultValue: null, ...DEFAULT_RATE, allowHalf: false, showText: false, showScore: false,
  }),
  'rich-editor': () => ({
    ...formItemOptions(), ...textLimits(), defaultValue: '', placeholder: '', contentHeight: '200px',
  }),
  date: () => ({ ...dateLike(DEFAULT_DATE_FORMAT), type: 'date', defaultValue: null, placeholder: '' }),
  'date-range': () => ({
    ...dateLike(DEFAULT_DATE_FORMAT), type: 'daterange', defaultValue: null,
    startPlaceholder: '', endPlaceholder: '',
  }),
  time: () => ({ ...dateLike(DEFAULT_TIME_FORMAT), defaultValue: null, placeholder: '' }),
  'time-range': () => ({
    ...dateLike(DEFAULT_TIME_FORMAT), defaultValue: null, startPlaceholder: '', endPlaceholder: '',
  }),
  color: () => ({ ...formItemOptions(), onChange: '', defaultValue: null }),
  'file-upload': () => upload(['doc', 'docx', 'xls', 'xlsx', 'pdf']),
  'picture-upload': () => upload(['jpg', 'jpeg', 'png']),
  'input-map': () => ({
    ...formItemOptions(), onChange: '', defaultValue: null, placeholder: '', clearable: true,
  }),
  'static-text': () => ({ ...baseOptions(), textContent: 'static text', columnWidth: '200px' }),
  'html-text': () => ({ ...baseOptions(), htmlContent: '<b>html text</b>', columnWidth: '200px' }),
  divider: () => ({
    ...baseOptions(), label: '', direction: 'horizontal', contentPosition: 'center', columnWidth: '200px',
  }),
  button: () => ({
    ...baseOptions(), label: 'button', size: '', disabled: false, type: '', plain: false,
    round: false, circle: false, icon: null, columnWidth: '200px', onClick: '',
  }),
  slot: () => ({ ...baseOptions(), label: 'slot', columnWidth: '200px' }),
};

/** Widgets that hold a value in form data. */
export const FORM_ITEM_TYPES: ReadonlySet<FieldType> = new Set<FormItemType>([
  'input', 'textarea', 'number', 'radio', 'checkbox', 'select', 'cascader', 'switch', 'slider',
  'rich-editor', 'date', 'date-range', 'time', 'time-range', 'color', 'rate', 'file-upload',
  'picture-upload', 'input-map',
]);

export const FIELD_TYPES = Object.keys(FIELD_DEFAULTS) as FieldType[];
