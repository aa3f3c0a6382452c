import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'tab', label: '标签页', category: 'container', formItem: false };
