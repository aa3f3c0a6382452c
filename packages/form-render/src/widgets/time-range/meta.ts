import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'time-range', label: '时间范围', category: 'field', formItem: true };
