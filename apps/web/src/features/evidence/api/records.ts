import { evidenceApi, type EvidenceApplyBody, type EvidencePageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { evidenceKeys } from './keys';

export type ObtainFilters = Omit<EvidencePageQuery, 'current' | 'size'>;

export const getObtainPage = (q: EvidencePageQuery) => call(evidenceApi.obtainPage, { query: q });
export const useObtainPage = (q: EvidencePageQuery) =>
  useQuery({ queryKey: evidenceKeys.page(q), queryFn: () => getObtainPage(q), placeholderData: keepPreviousData });

export const useEvidenceDetail = (id: number | null) =>
  useQuery({ queryKey: evidenceKeys.detail(id ?? 0), queryFn: () => call(evidenceApi.detail, { query: { id: id! } }), enabled: id !== null });

export const useConfirmEvidence = () => useRefreshingMutation((id: number) => call(evidenceApi.confirm, { body: { id } }), evidenceKeys.all);
export const useDiscardEvidence = () => useRefreshingMutation((body: { id: number; reason: string }) => call(evidenceApi.discard, { body }), evidenceKeys.all);
export const useDeleteEvidence = () => useRefreshingMutation((query: { id: number; reason: string }) => call(evidenceApi.remove, { query }), evidenceKeys.all);
export const useApplyEvidence = () => useRefreshingMutation((body: EvidenceApplyBody) => call(evidenceApi.apply, { body }), evidenceKeys.all);
