import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'radio', label: '单选项', category: 'field', formItem: true };
