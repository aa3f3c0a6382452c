import { InputNumber } from 'antd';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function NumberControl(p: ControlProps<'number'>) {
  const o = p.widget.options;
  return (
    <InputNumber<number>
      id={p.id}
      style={{ width: '100%' }}
      value={typeof p.value === 'number' ? p.value : null}
      onChange={(v) => p.onChange(v ?? null)}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
      disabled={p.disabled}
      readOnly={p.readonly}
      size={p.size}
      placeholder={o.placeholder || undefined}
      min={o.min ?? undefined}
      max={o.max ?? undefined}
      precision={o.precision ?? undefined}
      step={o.step}
      controls={!p.readonly}
    />
  );
}

export const numberEntry = fieldEntry<'number'>(meta, NumberControl);
