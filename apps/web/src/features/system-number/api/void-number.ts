import type { VoidNumberBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { numberKeys } from './keys';

export const voidNumber = (body: VoidNumberBody) => request<null>({ url: '/number/void', method: 'PUT', data: body });

export function useVoidNumber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voidNumber, onSuccess: () => client.invalidateQueries({ queryKey: numberKeys.all }) });
}
