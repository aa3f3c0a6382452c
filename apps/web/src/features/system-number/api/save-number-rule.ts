import type { CreateNumberRuleBody, NumberRuleRow, UpdateNumberRuleBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { numberKeys } from './keys';

export const createNumberRule = (body: CreateNumberRuleBody) => request<NumberRuleRow>({ url: '/number', method: 'POST', data: body });
export const updateNumberRule = (body: UpdateNumberRuleBody) => request<NumberRuleRow>({ url: '/number', method: 'PUT', data: body });

/** POST for a new rule, PUT (whole record with id) for an existing one. The request layer shows refusals. */
export function useSaveNumberRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNumberRuleBody | UpdateNumberRuleBody) => ('id' in body ? updateNumberRule(body) : createNumberRule(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: numberKeys.all }),
  });
}
