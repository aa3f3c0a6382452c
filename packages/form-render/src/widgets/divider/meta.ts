import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'divider', label: '分隔线', category: 'field', formItem: false };
