import { useState } from 'react';
import { Input } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { MapValue } from '@notaria/form-core';
import { useRender } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { MapDialog, MAP_TEXT } from '../../map/map-dialog.tsx';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** Shown when the field sets no placeholder: the address can be typed or picked on the map. */
export const ADDRESS_PLACEHOLDER = '输入地址，或点击右侧图标在地图上选择';

const toMapValue = (v: unknown): MapValue | null => {
  if (typeof v === 'string') return v === '' ? null : { address: v, lnglat: null };
  if (typeof v === 'object' && v !== null && 'address' in v) return v as MapValue;
  return null;
};

/** Address input; its icon opens the map dialog (选择地址). Typing stores an address without lnglat. */
export function InputMapControl(p: ControlProps<'input-map'>) {
  const { mapConfig } = useRender();
  const o = p.widget.options;
  const [open, setOpen] = useState(false);
  const current = toMapValue(p.value);
  return (
    <>
      <Input
        id={p.id}
        value={current?.address ?? ''}
        onChange={(e) => p.onChange(e.target.value === '' ? null : { address: e.target.value, lnglat: null })}
        onBlur={p.onBlur}
        onFocus={p.onFocus}
        disabled={p.disabled}
        readOnly={p.readonly}
        size={p.size}
        allowClear={o.clearable}
        placeholder={o.placeholder || ADDRESS_PLACEHOLDER}
        suffix={
          <EnvironmentOutlined
            role="button"
            aria-label={MAP_TEXT.title}
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={() => setOpen(true)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setOpen(true)}
          />
        }
      />
      <MapDialog
        open={open}
        disabled={p.disabled || p.readonly}
        value={current}
        config={mapConfig}
        onCancel={() => setOpen(false)}
        onSubmit={(v) => {
          p.onChange(v.address === '' ? null : v);
          setOpen(false);
        }}
      />
    </>
  );
}

export const inputMapEntry = fieldEntry<'input-map'>(meta, InputMapControl);
