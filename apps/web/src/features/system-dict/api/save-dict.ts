import type { CreateDictBody, DictEntry, UpdateDictBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { dictKeys } from './keys';

export const createDict = (body: CreateDictBody) => request<DictEntry>({ url: '/dict', method: 'POST', data: body });
export const updateDict = (body: UpdateDictBody) => request<DictEntry>({ url: '/dict', method: 'PUT', data: body });

export function useSaveDict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDictBody | UpdateDictBody) => ('id' in body ? updateDict(body) : createDict(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: dictKeys.all }),
  });
}
