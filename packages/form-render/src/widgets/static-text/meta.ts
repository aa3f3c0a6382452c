import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'static-text', label: '静态文字', category: 'field', formItem: false };
