import { tenantApi, type TenantPageQuery, type TenantRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { call } from '../../../lib/api';

export const tenantKeys = {
  /** Every tenant query, including the navbar selector's `['tenant', 'select']`. */
  all: ['tenant'] as const,
  page: (q: TenantPageQuery) => ['tenant', 'page', q] as const,
};

export const getTenantPage = (q: TenantPageQuery) => call(tenantApi.page, { query: q });
export const useTenantPage = (q: TenantPageQuery) =>
  useQuery({ queryKey: tenantKeys.page(q), queryFn: () => getTenantPage(q), placeholderData: keepPreviousData });

/** Every organisation matching the filter, page by page (the server's largest page is 500). */
export const getAllTenants = (filter: Omit<TenantPageQuery, 'current' | 'size'>): Promise<TenantRow[]> =>
  fetchAllPages((current, size) => getTenantPage({ ...filter, current, size }));
