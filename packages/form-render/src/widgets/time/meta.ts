import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'time', label: '时间', category: 'field', formItem: true };
