import { Radio } from 'antd';
import { controlId } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function RadioControl(p: ControlProps<'radio'>) {
  const o = p.widget.options;
  return (
    <Radio.Group
      id={controlId(p.path)}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled || p.readonly}
      size={p.size}
      optionType={o.buttonStyle ? 'button' : 'default'}
      vertical={o.displayStyle === 'block'}
      options={o.optionItems.map((i) => ({ label: i.label, value: i.value, disabled: i.disabled }))}
    />
  );
}

export const radioEntry = fieldEntry<'radio'>(meta, RadioControl);
