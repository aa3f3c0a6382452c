import type { NumberRuleRow, PageResult } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { itemKeys } from './keys';

/**
 * The office's numbering rules for the item dialog's select (GET /number/page; the docs give no select call).
 * Silent: without 编号规则 access the select says so instead of a toast.
 */
export const getNumberRules = () => request<PageResult<NumberRuleRow>>({ url: '/number/page', params: { current: 1, size: 500 }, silent: true });

export const useNumberRules = (enabled: boolean) =>
  useQuery({ queryKey: itemKeys.numberRules, queryFn: getNumberRules, enabled, staleTime: 60_000, select: (p) => p.list });
