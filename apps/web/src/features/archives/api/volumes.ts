import { archivesApi, type ArchiveVolumePageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { archiveKeys } from './keys';

export type VolumeFilters = Omit<ArchiveVolumePageQuery, 'current' | 'size'>;

export const getVolumePage = (q: ArchiveVolumePageQuery) => call(archivesApi.page, { query: q });
export const useVolumePage = (q: ArchiveVolumePageQuery) =>
  useQuery({ queryKey: archiveKeys.page(q), queryFn: () => getVolumePage(q), placeholderData: keepPreviousData });
export const useVolumeDetail = (id: number | null) =>
  useQuery({ queryKey: archiveKeys.detail(id ?? 0), queryFn: () => call(archivesApi.detail, { query: { id: id! } }), enabled: id !== null });
export const useArchiveStatistics = () => useQuery({ queryKey: archiveKeys.statistics, queryFn: () => call(archivesApi.statistics) });

/** 校验 runs on the server over the stored bytes; a mismatch names the file. */
export const verifyVolume = (id: number) => call(archivesApi.verify, { body: { id } });
