import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'slot', label: '插槽', category: 'field', formItem: false };
