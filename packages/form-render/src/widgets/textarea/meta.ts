import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'textarea', label: '多行输入', category: 'field', formItem: true };
