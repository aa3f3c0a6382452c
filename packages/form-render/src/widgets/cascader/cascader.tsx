import { useEffect, useRef, useState } from 'react';
import { Cascader } from 'antd';
import type { CascaderOptionItem } from '@notaria/form-core';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** §9: the dropdown hides 100 ms after a choice. */
export const CASCADER_HIDE_DELAY = 100;

interface Option {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: Option[];
}
const toOptions = (items: CascaderOptionItem[]): Option[] =>
  items.map((i) => ({
    label: i.label,
    value: i.value as string | number,
    disabled: i.disabled,
    children: i.children?.length ? toOptions(i.children) : undefined,
  }));

export function CascaderControl(p: ControlProps<'cascader'>) {
  const o = p.widget.options;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (v: unknown) => {
    p.onChange(v ?? null);
    if (!o.multiple) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(false), CASCADER_HIDE_DELAY);
    }
  };
  return (
    <Cascader
      id={p.id}
      style={{ width: '100%' }}
      value={(p.value ?? undefined) as never}
      onChange={onChange as never}
      open={open}
      onOpenChange={(next) => !p.readonly && setOpen(next)}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
      disabled={p.disabled}
      size={p.size}
      multiple={o.multiple as false}
      changeOnSelect={o.checkStrictly}
      allowClear={o.clearable}
      showSearch={o.filterable}
      placeholder={o.placeholder || '请选择'}
      options={toOptions(o.optionItems)}
    />
  );
}

export const cascaderEntry = fieldEntry<'cascader'>(meta, CascaderControl);
