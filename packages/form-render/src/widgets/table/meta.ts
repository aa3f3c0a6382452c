import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'table', label: '表格', category: 'container', formItem: false };
