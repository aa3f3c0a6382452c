import { deptApi, type CreateDeptBody, type UpdateDeptBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { deptKeys } from './get-dept-page';

export const createDept = (body: CreateDeptBody) => call(deptApi.create, { body });
export const updateDept = (body: UpdateDeptBody) => call(deptApi.update, { body });
export const deleteDept = (id: number) => call(deptApi.remove, { query: { id } });

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
