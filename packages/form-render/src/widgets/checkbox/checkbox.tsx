import { Checkbox } from 'antd';
import type { OptionValue } from '@notaria/form-core';
import { controlId } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function CheckboxControl(p: ControlProps<'checkbox'>) {
  const o = p.widget.options;
  return (
    <div id={controlId(p.path)} role="group">
    <Checkbox.Group<OptionValue>
      value={Array.isArray(p.value) ? (p.value as OptionValue[]) : []}
      onChange={(v) => p.onChange(v)}
      disabled={p.disabled || p.readonly}
      style={o.displayStyle === 'block' ? { display: 'flex', flexDirection: 'column' } : undefined}
      options={o.optionItems.map((i) => ({ label: i.label, value: i.value, disabled: i.disabled }))}
    />
    </div>
  );
}

export const checkboxEntry = fieldEntry<'checkbox'>(meta, CheckboxControl);
