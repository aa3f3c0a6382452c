import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'checkbox', label: '多选项', category: 'field', formItem: true };
