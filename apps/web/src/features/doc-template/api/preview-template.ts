import { templateApi } from '@notaria/contracts';
import { download } from '../../../lib/api';

/** 预览: the template's draft printed with the catalogue's samples, saved as a PDF; answers the file's name. */
export const previewTemplate = (id: number, name: string) => download(templateApi.preview, `${name}-预览.pdf`, { query: { id } });
