import {
  approvalApi,
  fileApi,
  sealApi,
  STORED_FILE_URL,
  type SealBody,
  type SealKind,
  type SealPageQuery,
  type SealRegisterQuery,
  type SealStampBody,
  type SealUpdateBody,
  type SealUseBody,
  type SealUsePageQuery,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, download, fetchFile } from '../../lib/api';
import { useRefreshingMutation, useSaveMutation } from '../../lib/use-refreshing-mutation';

/** Every change refreshes every seal list: a stamping changes the requests and the register at once. */
const all = ['seal'] as const;

export type SealFilters = Omit<SealPageQuery, 'current' | 'size'>;
export type SealUseFilters = Omit<SealUsePageQuery, 'current' | 'size'>;
export type RegisterFilters = Omit<SealRegisterQuery, 'current' | 'size'>;

export const useSeals = (q: SealPageQuery) =>
  useQuery({ queryKey: [...all, 'page', q], queryFn: () => call(sealApi.page, { query: q }), placeholderData: keepPreviousData });
/** Every seal of the office, for the filters of 印章管理. */
export const useAllSeals = () => useSeals({ current: 1, size: 500 });
export const useSealOptions = (kind?: SealKind) =>
  useQuery({ queryKey: [...all, 'options', kind ?? ''], queryFn: () => call(sealApi.options, { query: kind ? { kind } : {} }) });
export const useSaveSeal = () =>
  useSaveMutation(
    (body: SealBody) => call(sealApi.create, { body }),
    (body: SealUpdateBody) => call(sealApi.update, { body }),
    all,
  );

export const getMySealUses = (q: SealUsePageQuery) => call(sealApi.mine, { query: q });
export const useMySealUses = (q: SealUsePageQuery) =>
  useQuery({ queryKey: [...all, 'mine', q], queryFn: () => getMySealUses(q), placeholderData: keepPreviousData });
export const getOfficeSealUses = (q: SealUsePageQuery) => call(sealApi.uses, { query: q });
export const useOfficeSealUses = (q: SealUsePageQuery) =>
  useQuery({ queryKey: [...all, 'uses', q], queryFn: () => getOfficeSealUses(q), placeholderData: keepPreviousData });
export const useApplySealUse = () => useRefreshingMutation((body: SealUseBody) => call(sealApi.apply, { body }), all);
export const useWithdrawSealUse = () => useRefreshingMutation((approvalId: number) => call(approvalApi.withdraw, { body: { id: approvalId } }), all);
export const useStampSealUse = () => useRefreshingMutation((body: SealStampBody) => call(sealApi.stamp, { body }), all);

export const useSealRegister = (q: SealRegisterQuery) =>
  useQuery({ queryKey: [...all, 'register', q], queryFn: () => call(sealApi.register, { query: q }), placeholderData: keepPreviousData });
export const exportSealRegister = (q: RegisterFilters) => download(sealApi.exportRegister, '用印登记簿.xlsx', { query: q });
export const verifySealRegister = () => call(sealApi.verify, {});

/** A stored image shown with the session (an object URL, released when the image changes or goes). */
export function useStoredImage(url: string): string | undefined {
  const key = STORED_FILE_URL.exec(url)?.[1];
  const image = useQuery({
    queryKey: [...all, 'image', key],
    queryFn: async () => (await fetchFile(fileApi.download, 'seal.png', { params: { key: key! } }, { silent: true })).blob,
    enabled: !!key,
    staleTime: Infinity,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!image.data) return setSrc(undefined);
    const u = URL.createObjectURL(image.data);
    setSrc(u);
    return () => URL.revokeObjectURL(u);
  }, [image.data]);
  return src;
}
