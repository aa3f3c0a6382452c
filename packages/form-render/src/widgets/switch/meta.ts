import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'switch', label: '开关', category: 'field', formItem: true };
