import { ColorPicker } from 'antd';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** Stores the colour as a hex string. */
export function ColorControl(p: ControlProps<'color'>) {
  return (
    <span id={p.id}>
      <ColorPicker
        value={typeof p.value === 'string' && p.value !== '' ? p.value : null}
        onChange={(c) => p.onChange(c.toHexString())}
        onClear={() => p.onChange(null)}
        allowClear
        showText
        disabled={p.disabled || p.readonly}
        size={p.size}
      />
    </span>
  );
}

export const colorEntry = fieldEntry<'color'>(meta, ColorControl);
