import { Checkbox } from 'antd';
import type { OptionValue } from '@notaria/form-core';
import { useOptionItems } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function CheckboxControl(p: ControlProps<'checkbox'>) {
  const o = p.widget.options;
  const items = useOptionItems(p.path, o.optionItems);
  return (
    <div id={p.id} role="group">
      <Checkbox.Group<OptionValue>
        value={Array.isArray(p.value) ? (p.value as OptionValue[]) : []}
        onChange={(v) => p.onChange(v)}
        disabled={p.disabled || p.readonly}
        style={o.displayStyle === 'block' ? { display: 'flex', flexDirection: 'column' } : undefined}
        options={items.map((i) => ({ label: i.label, value: i.value, disabled: i.disabled }))}
      />
    </div>
  );
}

export const checkboxEntry = fieldEntry<'checkbox'>(meta, CheckboxControl);
