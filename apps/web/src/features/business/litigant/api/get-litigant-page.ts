import { businessApi, type LitigantPageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api';

export const getLitigantPage = (q: LitigantPageQuery) => call(businessApi.litigantPage, { query: q });

// Under the `business` key, so that a new or changed case refreshes the list too.
export const useLitigantPage = (q: LitigantPageQuery) =>
  useQuery({ queryKey: ['business', 'litigant', 'page', q], queryFn: () => getLitigantPage(q), placeholderData: keepPreviousData });
