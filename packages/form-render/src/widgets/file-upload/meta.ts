import type { WidgetMeta } from '../../core/types.ts';

export const meta: WidgetMeta = { type: 'file-upload', label: '文件上传', category: 'field', formItem: true };
