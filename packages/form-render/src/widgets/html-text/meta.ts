import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'html-text', label: 'HTML', category: 'field', formItem: false };
