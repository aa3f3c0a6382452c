import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'select', label: '下拉选项', category: 'field', formItem: true };
