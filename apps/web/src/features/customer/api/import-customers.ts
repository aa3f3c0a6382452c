import { customerApi, XLSX_CONTENT_TYPE } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { customerKeys } from './keys';

export type CustomerKind = 'personal' | 'institution';

const IMPORTS = { personal: customerApi.importPersonal, institution: customerApi.importInstitution };

/** The .xlsx file itself is the request body; valid rows are saved, the others come back with their row numbers. */
export const importCustomers = (kind: CustomerKind, file: Blob) =>
  // The server parses the body by its type: a file the browser did not type goes as .xlsx all the same.
  call(IMPORTS[kind], { file: file.type === XLSX_CONTENT_TYPE ? file : new Blob([file], { type: XLSX_CONTENT_TYPE }) });

export const useImportCustomers = (kind: CustomerKind) =>
  useRefreshingMutation((file: Blob) => importCustomers(kind, file), kind === 'personal' ? customerKeys.personal : customerKeys.institution);
