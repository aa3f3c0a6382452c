import { toUploadedFile, type UploadedFile } from '@notaria/form-core';

export interface UploadResult {
  file: UploadedFile;
  response: unknown;
}

/**
 * POSTs one file as multipart form data keyed by the file name; credentials are sent when
 * withCredentials is on. The response's data (one object, or an array whose first item is used)
 * gives the url (ossUrl) and name (name, fileName or filename).
 */
export async function postFile(file: File, url: string, withCredentials: boolean): Promise<UploadResult> {
  const body = new FormData();
  body.append(file.name, file);
  const res = await fetch(url, { method: 'POST', body, credentials: withCredentials ? 'include' : 'same-origin' });
  if (!res.ok) throw new Error(res.statusText || 'Error');
  const json: unknown = await res.json().catch(() => null);
  const envelope = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  if (envelope && envelope.success === false) throw new Error(typeof envelope.message === 'string' ? envelope.message : 'Error');
  const data = envelope && 'data' in envelope ? envelope.data : json;
  const uploaded = toUploadedFile(data, file.name);
  if (!uploaded) throw new Error('响应中没有文件地址');
  return { file: uploaded, response: json };
}
