import { Slider } from 'antd';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** Above this many steps the stops run together into a dotted bar, so they are left out. */
export const MAX_STOPS = 20;

/** Stops are drawn when asked for and few enough to tell apart. */
export const showsStops = (o: { showStops: boolean; min: number; max: number; step: number }) => o.showStops && (o.max - o.min) / (o.step || 1) <= MAX_STOPS;

export function SliderControl(p: ControlProps<'slider'>) {
  const o = p.widget.options;
  const common = {
    id: p.id,
    min: o.min,
    max: o.max,
    step: o.step,
    dots: showsStops(o),
    vertical: o.vertical,
    disabled: p.disabled || p.readonly,
    style: o.vertical ? { height: o.height || '200px' } : undefined,
    onChangeComplete: () => p.onBlur(),
  };
  if (o.range) {
    const value = Array.isArray(p.value) ? (p.value as number[]) : [o.min, o.min];
    return <Slider {...common} range value={value} onChange={(v) => p.onChange(v)} />;
  }
  return <Slider {...common} value={typeof p.value === 'number' ? p.value : o.min} onChange={(v) => p.onChange(v)} />;
}

export const sliderEntry = fieldEntry<'slider'>(meta, SliderControl);
