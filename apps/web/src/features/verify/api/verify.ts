import { endpointUrl, integrityApi, type IntegrityVerifyBody, type IntegrityVerifyResult } from '@notaria/contracts';
import { call, download } from '../../../lib/api';
import { ApiError, BASE_URL } from '../../../lib/request';

/** Public verification (no session needed); refusals are shown by the page itself, in place. */
export const verifyIntegrity = (body: IntegrityVerifyBody): Promise<IntegrityVerifyResult> => call(integrityApi.verify, { body }, { silent: true });

/** Where anyone can read every organisation's published signing keys and timestamp roots. */
export const PUBLISHED_KEYS_URL = `${BASE_URL}${endpointUrl(integrityApi.keys)}`;

/** Saves the published keys as the file the offline check takes (`--keys`). */
export const downloadPublishedKeys = () => download(integrityApi.keys, '核验公钥.json', undefined, { silent: true });

/** What to tell a visitor when the verification call failed. */
export function failureMessage(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 429 || e.code === 'RATE_LIMITED') return e.message.startsWith('核验过于频繁') ? `${e.message}。` : '核验过于频繁，请稍候一分钟再试。';
    if (e.status === 0) return '无法连接核验服务，请检查网络后重试。';
    if (e.status === 400) return `提交的内容无效：${e.message}`;
    return `核验服务暂时不可用，请稍后重试（${e.display}）。`;
  }
  return '核验服务暂时不可用，请稍后重试。';
}
