import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'cascader', label: '级联选择', category: 'field', formItem: true };
