import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'slider', label: '滑块', category: 'field', formItem: true };
