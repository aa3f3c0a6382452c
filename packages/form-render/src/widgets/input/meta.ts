import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'input', label: '单行输入', category: 'field', formItem: true };
