import { Radio } from 'antd';
import { useOptionItems } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function RadioControl(p: ControlProps<'radio'>) {
  const o = p.widget.options;
  const items = useOptionItems(p.path, o.optionItems);
  return (
    <Radio.Group
      id={p.id}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled || p.readonly}
      size={p.size}
      optionType={o.buttonStyle ? 'button' : 'default'}
      vertical={o.displayStyle === 'block'}
      options={items.map((i) => ({ label: i.label, value: i.value, disabled: i.disabled }))}
    />
  );
}

export const radioEntry = fieldEntry<'radio'>(meta, RadioControl);
