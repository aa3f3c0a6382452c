import { request } from '../../../lib/request';

export interface UploadedMaterial {
  ossUrl: string;
  name: string;
  size: number;
}

/** Stores a material's file through POST /file/upload; the case keeps the answered address as `fileUrl`. */
export function uploadMaterialFile(file: File): Promise<UploadedMaterial> {
  const form = new FormData();
  form.append('file', file);
  return request<UploadedMaterial>({ url: '/file/upload', method: 'POST', body: form });
}
