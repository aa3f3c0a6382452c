import { request } from '../../../lib/request';

export interface UploadedFile {
  ossUrl: string;
  name: string;
  size: number;
}

/** Stores an image through POST /file/upload and answers its address (`/api/file/<key>`). */
export function uploadImage(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append(file.name, file);
  return request<UploadedFile>({ url: '/file/upload', method: 'POST', body: form });
}
