import { Rate, Space } from 'antd';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export const RATE_TEXTS = ['极差', '失望', '一般', '满意', '惊喜'];
const COLORS = { low: '#99a9bf', mid: '#f7ba2a', high: '#ff9900' };

/** Colour by lowThreshold/highThreshold (defaults 2 and 4); showText/showScore add the wording or score. */
export function RateControl(p: ControlProps<'rate'>) {
  const o = p.widget.options;
  const value = typeof p.value === 'number' ? p.value : 0;
  const color = value <= o.lowThreshold ? COLORS.low : value < o.highThreshold ? COLORS.mid : COLORS.high;
  const text = o.showScore ? String(value) : o.showText && value > 0 ? RATE_TEXTS[Math.ceil(value) - 1] : null;
  return (
    <Space>
      <Rate
        id={p.id}
        count={o.max}
        allowHalf={o.allowHalf}
        value={value}
        onChange={(v) => p.onChange(v)}
        disabled={p.disabled || p.readonly}
        style={{ color }}
      />
      {text !== null && text !== undefined ? <span className="fr-rate-text">{text}</span> : null}
    </Space>
  );
}

export const rateEntry = fieldEntry<'rate'>(meta, RateControl);
