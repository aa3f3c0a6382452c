import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';

/** What an upload answers: the stored file's address (`/api/file/<key>`) and what the server found it to be. */
export const UploadedFile = Type.Object({
  ossUrl: Type.String({ title: '文件地址' }),
  name: Type.String({ title: '名称' }),
  fileName: Type.String({ title: '文件名' }),
  filename: Type.String({ title: '文件名' }),
  size: Type.Integer({ title: '大小（字节）' }),
  mime: Type.String({ title: '类型' }),
  sha256: Type.String({ title: 'SHA-256' }),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const StoredFileParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{32}$', title: '文件' }) });

/** The address of a file of this office's store, as a material's or an image's `fileUrl` holds it. */
export const STORED_FILE_URL = /^\/api\/file\/([0-9a-f]{32})$/;

const tag = '文件';

export const fileApi = {
  baseUrl: endpoint({ method: 'GET', path: '/maintain/evidenceUpload/getUrl', access: 'login', tag, summary: '文件访问的基础地址', response: Type.String() }),
  upload: endpoint({
    method: 'POST',
    path: '/file/upload',
    access: 'login',
    tag,
    summary: '上传文件（multipart，一个文件；按文件头识别类型）',
    upload: 'multipart',
    response: UploadedFile,
    done: '上传成功',
  }),
  download: endpoint({
    method: 'GET',
    path: '/file/:key',
    access: 'login',
    tag,
    summary: '下载本机构的文件（业务材料的文件需“受理 · 下载”）',
    params: StoredFileParams,
    download: true,
  }),
};
