import type { LitigantPageQuery, LitigantRow, PageResult } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getLitigantPage = (q: LitigantPageQuery) => request<PageResult<LitigantRow>>({ url: '/business/litigant/page', params: { ...q } });

// Under the `business` key, so that a new or changed case refreshes the list too.
export const useLitigantPage = (q: LitigantPageQuery) =>
  useQuery({ queryKey: ['business', 'litigant', 'page', q], queryFn: () => getLitigantPage(q), placeholderData: keepPreviousData });
