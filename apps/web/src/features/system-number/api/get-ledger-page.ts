import { numberApi, type NumberLedgerQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { numberKeys } from './keys';

export const getLedgerPage = (q: NumberLedgerQuery) => call(numberApi.ledgerPage, { query: q });

export const useLedgerPage = (q: NumberLedgerQuery, enabled = true) =>
  useQuery({ queryKey: numberKeys.ledger(q), queryFn: () => getLedgerPage(q), enabled, placeholderData: keepPreviousData });
