import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'alert', label: '提示', category: 'container', formItem: false };
