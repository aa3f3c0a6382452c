import { HEADER_TENANT, HEADER_TOKEN, type ApiEnvelope } from '@notaria/contracts';
import { getToken } from '../../../lib/cookies';
import { currentTid, navigateTo } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { ApiError, BASE_URL, LOGIN_EXPIRED_MESSAGE, withRequestId } from '../../../lib/request';
import { useSession } from '../../../stores/session-store';

/** The file name of `content-disposition`: `filename*=UTF-8''…` (Chinese names) before the plain `filename=`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Lets the browser save `blob` as `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET `url` (under /api) with the session's token and tenant, and save the answer under the name the server
 * gives. Refusals arrive as the usual envelope and are shown like every other request's; answers the name.
 */
export async function downloadFile(url: string, params: Record<string, string | number>, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[HEADER_TOKEN] = token;
  const tid = currentTid();
  if (tid) headers[HEADER_TENANT] = tid;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  let res: Response;
  try {
    res = await fetch(`${BASE_URL}${url}${query ? `?${query}` : ''}`, { headers, credentials: 'include' });
  } catch {
    notify.error('网络连接失败，请检查网络', 3);
    throw new ApiError('网络连接失败，请检查网络', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ApiEnvelope> | null;
    const requestId = body?.requestId || res.headers.get('x-request-id') || undefined;
    if (body?.code === 'REQUIRED_LOGIN') {
      notify.error(LOGIN_EXPIRED_MESSAGE, 1.5);
      useSession.getState().resetToken();
      navigateTo('/');
      throw new ApiError(LOGIN_EXPIRED_MESSAGE, res.status, body.code, requestId);
    }
    const message = body?.message || res.statusText || '下载失败';
    notify.error(withRequestId(message, requestId), 3);
    throw new ApiError(message, res.status, body?.code, requestId);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}

/** 材料打包: the zip of a case's material files with manifest.json, saved as `<业务编号>-材料.zip`. */
export const downloadMaterialPackage = (id: number, businessNumber: string) => downloadFile('/business/material-package', { id }, `${businessNumber}-材料.zip`);

/** A stored file (`/api/file/<key>`, a material's `fileUrl`) under its uploaded name. */
export const downloadStoredFile = (fileUrl: string, fallbackName: string) => downloadFile(fileUrl.replace(/^\/api(?=\/)/, ''), {}, fallbackName);

/** Whether a material's `fileUrl` is a file of this office's store (downloadable with the token). */
export const isStoredFile = (fileUrl: string) => /^\/api\/file\/[0-9a-f]{32}$/.test(fileUrl);
