import { flowApi, type FlowPageQuery, type FlowRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { call } from '../../../lib/api';
import { flowKeys } from './keys';

export const getFlowPage = (q: FlowPageQuery) => call(flowApi.page, { query: q });

export const useFlowPage = (q: FlowPageQuery) => useQuery({ queryKey: flowKeys.page(q), queryFn: () => getFlowPage(q), placeholderData: keepPreviousData });

/** Every flow matching the filters, 500 a page, for the .xlsx export. */
export const getAllFlows = (filter: Omit<FlowPageQuery, 'current' | 'size'>): Promise<FlowRow[]> =>
  fetchAllPages((current, size) => getFlowPage({ ...filter, current, size }));
