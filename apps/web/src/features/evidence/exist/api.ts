import {
  endpointUrl,
  evidenceApi,
  evidenceDepositApi,
  HEADER_TENANT,
  HEADER_TOKEN,
  type ApiEnvelope,
  type EvidenceCreated,
  type EvidencePageQuery,
  type HashDepositBody,
  type RenewBody,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { getToken } from '../../../lib/cookies';
import { currentTid } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { ApiError, BASE_URL, withRequestId } from '../../../lib/request';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { evidenceKeys } from '../api/keys';

export type ExistFilters = Omit<EvidencePageQuery, 'current' | 'size'>;

// Under evidenceKeys.all, so that 确认, 放弃, 删除 and 申请出证 from the shared row actions refresh this list too.
const existKey = (q: object) => [...evidenceKeys.all, 'exist', q] as const;

export const getExistPage = (q: EvidencePageQuery) => call(evidenceApi.existPage, { query: q });
export const useExistPage = (q: EvidencePageQuery) => useQuery({ queryKey: existKey(q), queryFn: () => getExistPage(q), placeholderData: keepPreviousData });

export const hashDeposit = (body: HashDepositBody) => call(evidenceDepositApi.hashOnly, { body });
export const useRenew = () => useRefreshingMutation((body: RenewBody) => call(evidenceDepositApi.renew, { body }), evidenceKeys.all);

/**
 * 文件存证 as multipart, with the upload's progress (fetch cannot report it, so this one call goes by XMLHttpRequest,
 * with the same token, tenant and refusal message as every other call).
 */
export function uploadDeposit(form: FormData, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<EvidenceCreated> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(evidenceDepositApi.upload.method, `${BASE_URL}${endpointUrl(evidenceDepositApi.upload)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader(HEADER_TOKEN, token);
    const tid = currentTid();
    if (tid) xhr.setRequestHeader(HEADER_TENANT, tid);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    const fail = (message: string, status: number, code?: string, requestId?: string) => {
      notify.error(withRequestId(message, requestId), 3);
      reject(new ApiError(message, status, code, requestId));
    };
    xhr.onerror = () => fail('网络连接失败，请检查网络', 0);
    xhr.onabort = () => reject(new DOMException('已取消', 'AbortError'));
    xhr.onload = () => {
      let body: Partial<ApiEnvelope> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<ApiEnvelope>;
      } catch {
        // Not JSON: a proxy's error page.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) resolve(body.data as EvidenceCreated);
      else fail(body?.message || xhr.statusText || '存证失败', xhr.status, body?.code, body?.requestId);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
