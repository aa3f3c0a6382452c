import { Slider } from 'antd';
import { controlId } from '../../core/context.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function SliderControl(p: ControlProps<'slider'>) {
  const o = p.widget.options;
  const common = {
    id: controlId(p.path),
    min: o.min,
    max: o.max,
    step: o.step,
    dots: o.showStops,
    vertical: o.vertical,
    disabled: p.disabled || p.readonly,
    style: o.vertical ? { height: o.height || '200px' } : undefined,
    onChangeComplete: () => p.onBlur(),
  };
  if (o.range) {
    const value = Array.isArray(p.value) ? (p.value as number[]) : [o.min, o.min];
    return <Slider {...common} range value={value} onChange={(v) => p.onChange(v)} />;
  }
  return (
    <Slider {...common} value={typeof p.value === 'number' ? p.value : o.min} onChange={(v) => p.onChange(v)} />
  );
}

export const sliderEntry = fieldEntry<'slider'>(meta, SliderControl);
