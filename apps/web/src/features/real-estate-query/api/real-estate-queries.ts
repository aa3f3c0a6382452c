import { HEADER_TENANT, HEADER_TOKEN, type CaseRow, type PageResult, type RealEstateQueryInput, type RealEstateQueryPageQuery, type RealEstateQueryRow, type UpdateRealEstateQueryBody } from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getToken } from '../../../lib/cookies';
import { currentTid } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { request } from '../../../lib/request';

const URL = '/business/real-estate-query';
export type RealEstateFilter = Omit<RealEstateQueryPageQuery, 'current' | 'size'>;

export const realEstateKeys = {
  all: ['real-estate-query'] as const,
  page: (q: RealEstateQueryPageQuery) => ['real-estate-query', 'page', q] as const,
};

export const getRealEstatePage = (q: RealEstateQueryPageQuery) => request<PageResult<RealEstateQueryRow>>({ url: `${URL}/page`, params: { ...q } });

export const useRealEstatePage = (q: RealEstateQueryPageQuery) =>
  useQuery({ queryKey: realEstateKeys.page(q), queryFn: () => getRealEstatePage(q), placeholderData: keepPreviousData });

/** POST for a new record, PUT (whole record with id) for an existing one; refusals are shown by the request layer. */
export function useSaveRealEstateQuery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RealEstateQueryInput | UpdateRealEstateQueryBody) =>
      request<RealEstateQueryRow>({ url: URL, method: 'id' in body ? 'PUT' : 'POST', data: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: realEstateKeys.all }),
  });
}

export function useDeleteRealEstateQuery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>({ url: URL, method: 'DELETE', params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: realEstateKeys.all }),
  });
}

/** Cases to attach a record to, found by business number. */
export const useCaseOptions = (businessNumber: string) =>
  useQuery({
    queryKey: ['real-estate-query', 'cases', businessNumber],
    queryFn: () => request<PageResult<CaseRow>>({ url: '/business/page', params: { current: 1, size: 20, businessNumber: businessNumber || undefined } }),
    placeholderData: keepPreviousData,
  });

export interface Uploaded {
  ossUrl: string;
  name: string;
}

export function uploadAttachment(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return request<Uploaded>({ url: '/file/upload', method: 'POST', body: form });
}

/** Fetches a stored file with the session's token and lets the browser save it as `name`. */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[HEADER_TOKEN] = token;
  const tid = currentTid();
  if (tid) headers[HEADER_TENANT] = tid;
  const res = await fetch(url, { headers, credentials: 'include' });
  if (!res.ok) {
    notify.error('附件下载失败，请稍后重试', 3);
    return;
  }
  const href = window.URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => window.URL.revokeObjectURL(href), 10_000);
}
