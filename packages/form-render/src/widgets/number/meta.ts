import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'number', label: '计数器', category: 'field', formItem: true };
