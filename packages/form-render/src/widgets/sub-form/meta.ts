import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'sub-form', label: '子表单', category: 'container', formItem: false };
