import { Input } from 'antd';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function TextareaControl(p: ControlProps<'textarea'>) {
  const o = p.widget.options;
  return (
    <Input.TextArea
      id={p.id}
      value={p.value === null || p.value === undefined ? '' : String(p.value)}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
      disabled={p.disabled}
      readOnly={p.readonly}
      size={p.size}
      rows={o.rows}
      placeholder={o.placeholder || undefined}
      maxLength={o.maxLength ?? undefined}
      showCount={o.showWordLimit}
    />
  );
}

export const textareaEntry = fieldEntry<'textarea'>(meta, TextareaControl);
