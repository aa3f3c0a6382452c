import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'card', label: '卡片', category: 'container', formItem: false };
