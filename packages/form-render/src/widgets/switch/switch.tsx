import { Switch } from 'antd';
import { DEFAULT_SWITCH_WIDTH } from '@notaria/form-core';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function SwitchControl(p: ControlProps<'switch'>) {
  const o = p.widget.options;
  const checked = p.value === true;
  const color = checked ? o.activeColor : o.inactiveColor;
  return (
    <Switch
      id={p.id}
      checked={checked}
      onChange={(v) => p.onChange(v)}
      disabled={p.disabled || p.readonly}
      size={p.size === 'small' ? 'small' : 'medium'}
      checkedChildren={o.activeText || undefined}
      unCheckedChildren={o.inactiveText || undefined}
      style={{ minWidth: o.switchWidth || DEFAULT_SWITCH_WIDTH, ...(color ? { background: color } : {}) }}
    />
  );
}

export const switchEntry = fieldEntry<'switch'>(meta, SwitchControl);
