import type { NumberLedgerQuery, NumberLedgerRow, PageResult } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { numberKeys } from './keys';

export const getLedgerPage = (q: NumberLedgerQuery) => request<PageResult<NumberLedgerRow>>({ url: '/number/ledger-page', params: { ...q } });

export const useLedgerPage = (q: NumberLedgerQuery, enabled = true) =>
  useQuery({ queryKey: numberKeys.ledger(q), queryFn: () => getLedgerPage(q), enabled, placeholderData: keepPreviousData });
