import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'picture-upload', label: '图片上传', category: 'field', formItem: true };
