import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'date', label: '日期', category: 'field', formItem: true };
