import { evidenceApi, evidenceDepositApi, type EvidencePageQuery, type HashDepositBody, type RenewBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { evidenceKeys } from '../api/keys';

export type ExistFilters = Omit<EvidencePageQuery, 'current' | 'size'>;

// Under evidenceKeys.all, so that 确认, 放弃, 删除 and 申请出证 from the shared row actions refresh this list too.
const existKey = (q: object) => [...evidenceKeys.all, 'exist', q] as const;

export const getExistPage = (q: EvidencePageQuery) => call(evidenceApi.existPage, { query: q });
export const useExistPage = (q: EvidencePageQuery) => useQuery({ queryKey: existKey(q), queryFn: () => getExistPage(q), placeholderData: keepPreviousData });

export const hashDeposit = (body: HashDepositBody) => call(evidenceDepositApi.hashOnly, { body });
export const useRenew = () => useRefreshingMutation((body: RenewBody) => call(evidenceDepositApi.renew, { body }), evidenceKeys.all);

/** 文件存证 as multipart, reporting how much of the files has been sent. */
export const uploadDeposit = (form: FormData, onProgress: UploadProgress, signal?: AbortSignal) =>
  call(evidenceDepositApi.upload, { file: form }, { onUploadProgress: onProgress, signal });
