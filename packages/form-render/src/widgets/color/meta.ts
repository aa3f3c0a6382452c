import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'color', label: '颜色', category: 'field', formItem: true };
