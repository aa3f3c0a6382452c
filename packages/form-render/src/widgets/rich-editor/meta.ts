import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'rich-editor', label: '富文本', category: 'field', formItem: true };
