import { request } from '../../../lib/request';

export interface UploadedPhoto {
  ossUrl: string;
  name: string;
  size: number;
  mime: string;
}

/** Stores the photo through POST /file/upload; the server checks it is an image by its first bytes. */
export function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<UploadedPhoto>({ url: '/file/upload', method: 'POST', body: form });
}
