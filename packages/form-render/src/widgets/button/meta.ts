import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'button', label: '按钮', category: 'field', formItem: false };
