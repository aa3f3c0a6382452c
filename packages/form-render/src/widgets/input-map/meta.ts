import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'input-map', label: '地址选择', category: 'field', formItem: true };
