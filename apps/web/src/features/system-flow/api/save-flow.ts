import type { CreateFlowBody, FlowRow, UpdateFlowBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { flowKeys } from './keys';

export const createFlow = (body: CreateFlowBody) => request<FlowRow>({ url: '/flow', method: 'POST', data: body });
/** Steps are replaced in the given order. */
export const updateFlow = (body: UpdateFlowBody) => request<FlowRow>({ url: '/flow', method: 'PUT', data: body });

export function useSaveFlow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFlowBody | UpdateFlowBody) => ('id' in body ? updateFlow(body) : createFlow(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: flowKeys.all }),
  });
}
