import { fileApi, STORED_FILE_URL, type UploadedFile } from '@notaria/contracts';
import { call, download } from './api';

/** Stores a file (the server checks its type by its first bytes) and answers its address and details. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return call(fileApi.upload, { file: form });
}

/** Whether `fileUrl` is a file of this office's store (downloadable with the session). */
export const isStoredFile = (fileUrl: string) => STORED_FILE_URL.test(fileUrl);

/** Saves a stored file (`/api/file/<key>`) under its uploaded name; answers the name. */
export function downloadStoredFile(fileUrl: string, fallbackName: string): Promise<string> {
  const key = STORED_FILE_URL.exec(fileUrl)?.[1];
  if (!key) throw new Error(`not a stored file: ${fileUrl}`);
  return download(fileApi.download, fallbackName, { params: { key } });
}
