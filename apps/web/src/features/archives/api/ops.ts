import {
  archiveOpsApi,
  type BorrowBody,
  type LocationBody,
  type LocationUpdateBody,
  type MoveBody,
  type ReasonBody,
  type TransferBody,
} from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, download } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { archiveKeys } from './keys';

export const useLocations = () => useQuery({ queryKey: archiveKeys.locations, queryFn: () => call(archiveOpsApi.locations) });
export const useMove = () => useRefreshingMutation((body: MoveBody) => call(archiveOpsApi.move, { body }), archiveKeys.all);
export const useBorrow = () => useRefreshingMutation((body: BorrowBody) => call(archiveOpsApi.borrow, { body }), archiveKeys.all);
export const useGiveBack = () => useRefreshingMutation((id: number) => call(archiveOpsApi.giveBack, { body: { id } }), archiveKeys.all);
export const useTransfer = () => useRefreshingMutation((body: TransferBody) => call(archiveOpsApi.transfer, { body }), archiveKeys.all);
export const useRequestDownload = () => useRefreshingMutation((body: ReasonBody) => call(archiveOpsApi.requestDownload, { body }), archiveKeys.all);

/** The volume's package (zip); the server records every download with the package hash. */
export const downloadVolume = (id: number, archiveNo: string) => download(archiveOpsApi.download, `${archiveNo}.zip`, { query: { id } });

export const useSaveLocation = () =>
  useRefreshingMutation(
    (body: LocationBody | LocationUpdateBody) => ('id' in body ? call(archiveOpsApi.updateLocation, { body }) : call(archiveOpsApi.createLocation, { body })),
    archiveKeys.all,
  );
export const useDeleteLocation = () => useRefreshingMutation((id: number) => call(archiveOpsApi.deleteLocation, { query: { id } }), archiveKeys.all);
