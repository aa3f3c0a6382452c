import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'grid', label: '栅格', category: 'container', formItem: false };
