import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that refreshes every query under `queryKey` once it succeeds; refusals are shown by the request layer. */
export function useRefreshingMutation<A, R>(fn: (arg: A) => Promise<R>, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}

/** Saves a record: POST `create` for a new one, PUT `update` (the whole record with its id) for an existing one. */
export function useSaveMutation<C extends object, U extends { id: number }, R1, R2>(
  create: (body: C) => Promise<R1>,
  update: (body: U) => Promise<R2>,
  queryKey: QueryKey,
) {
  return useRefreshingMutation((body: C | U): Promise<R1 | R2> => ('id' in body ? update(body as U) : create(body as C)), queryKey);
}
