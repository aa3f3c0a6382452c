import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'rate', label: '评分', category: 'field', formItem: true };
