import { AutoComplete, Input, InputNumber, Select, Switch } from 'antd';
import { BUILTIN_VALIDATOR_NAMES, type OptionItem, type WidgetType } from '@notaria/form-core';
import { OPTION_CHOICES, TYPE_CHOICES, VALIDATOR_LABELS } from '../designer/labels.ts';
import { JsonInput } from './json-input.tsx';
import { OptionItemsEditor } from './option-items-editor.tsx';

/** Options that may be empty (null) and otherwise hold a number. */
const NULLABLE_NUMBERS = new Set(['labelWidth', 'minLength', 'maxLength', 'min', 'max', 'precision', 'limit', 'fileMaxSize']);
/** Options that may be empty (null) and otherwise hold text. */
const NULLABLE_TEXTS = new Set(['labelTooltip', 'labelIconClass', 'activeColor', 'inactiveColor', 'height', 'icon', 'colHeight']);
const TAG_LISTS = new Set(['customClass', 'fileTypes']);
const LONG_TEXTS = new Set(['htmlContent', 'textContent', 'description']);

interface Props {
  widgetType: WidgetType;
  name: string;
  value: unknown;
  label: string;
  onChange(value: unknown): void;
}

/** The editor for one option, chosen from the option's name and the type of its value. */
export function OptionField({ widgetType, name, value, label, onChange }: Props) {
  if (name === 'optionItems') {
    if (widgetType === 'cascader') return <JsonInput label={label} value={value} onChange={onChange} />;
    return <OptionItemsEditor value={value as OptionItem[]} onChange={onChange} />;
  }
  if (name === 'validation') {
    return (
      <AutoComplete
        aria-label={label}
        value={value as string}
        onChange={(v) => onChange(v ?? '')}
        options={BUILTIN_VALIDATOR_NAMES.map((v) => ({ value: v, label: `${VALIDATOR_LABELS[v] ?? v}（${v}）` }))}
        placeholder="内置校验名称或正则表达式，如 ^\d{6}$"
        allowClear
        style={{ width: '100%' }}
      />
    );
  }
  const choices = name === 'type' ? TYPE_CHOICES[widgetType] : OPTION_CHOICES[name];
  if (choices) {
    return <Select aria-label={label} value={value as string} onChange={onChange} options={choices} style={{ width: '100%' }} />;
  }
  if (TAG_LISTS.has(name)) {
    return (
      <Select
        aria-label={label}
        mode="tags"
        value={value as string[]}
        onChange={onChange}
        tokenSeparators={[' ', ',']}
        open={false}
        style={{ width: '100%' }}
      />
    );
  }
  if (typeof value === 'boolean') return <Switch aria-label={label} checked={value} onChange={onChange} />;
  if (typeof value === 'number' || NULLABLE_NUMBERS.has(name)) {
    return (
      <InputNumber
        aria-label={label}
        value={value as number | null}
        onChange={(v) => onChange(v ?? (NULLABLE_NUMBERS.has(name) ? null : 0))}
        style={{ width: '100%' }}
      />
    );
  }
  if (typeof value === 'string' || NULLABLE_TEXTS.has(name)) {
    const text = (value as string | null) ?? '';
    const set = (v: string) => onChange(NULLABLE_TEXTS.has(name) && v === '' ? null : v);
    if (LONG_TEXTS.has(name)) return <Input.TextArea aria-label={label} rows={3} value={text} onChange={(e) => set(e.target.value)} />;
    return <Input aria-label={label} value={text} onChange={(e) => set(e.target.value)} />;
  }
  return <JsonInput label={label} value={value} onChange={onChange} />;
}
