import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'date-range', label: '日期范围', category: 'field', formItem: true };
