import { numberApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { itemKeys } from './keys';

/**
 * The office's numbering rules for the item dialog's select (the numbering list; there is no select call).
 * Silent: without 编号规则 access the select says so instead of a toast.
 */
export const getNumberRules = () => call(numberApi.page, { query: { current: 1, size: 500 } }, { silent: true });

export const useNumberRules = (enabled: boolean) =>
  useQuery({ queryKey: itemKeys.numberRules, queryFn: getNumberRules, enabled, staleTime: 60_000, select: (p) => p.list });
