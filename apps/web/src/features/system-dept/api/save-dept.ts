import type { CreateDeptBody, DeptNode, UpdateDeptBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { deptKeys } from './get-dept-page';

export const createDept = (body: CreateDeptBody) => request<DeptNode>({ url: '/dept', method: 'POST', data: body });
export const updateDept = (body: UpdateDeptBody) => request<DeptNode>({ url: '/dept', method: 'PUT', data: body });
export const deleteDept = (id: number) => request<null>({ url: '/dept', method: 'DELETE', params: { id } });

/** Refreshes the tree and the pickers on success; refusals are shown by the request layer. */
function useDeptMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: deptKeys.all });
      // Users show their department's name.
      await client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

export const useCreateDept = () => useDeptMutation(createDept);
export const useUpdateDept = () => useDeptMutation(updateDept);
export const useDeleteDept = () => useDeptMutation(deleteDept);
