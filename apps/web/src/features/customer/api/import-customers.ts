import type { CustomerImportResult } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './keys';

export type CustomerKind = 'personal' | 'institution';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The .xlsx file itself is the request body; valid rows are saved, the others come back with their row numbers. */
export const importCustomers = (kind: CustomerKind, file: Blob) =>
  request<CustomerImportResult>({ url: `/customer/${kind}/import`, method: 'POST', body: file, headers: { 'Content-Type': XLSX_TYPE } });

export function useImportCustomers(kind: CustomerKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => importCustomers(kind, file),
    onSuccess: () => client.invalidateQueries({ queryKey: kind === 'personal' ? customerKeys.personal : customerKeys.institution }),
  });
}
