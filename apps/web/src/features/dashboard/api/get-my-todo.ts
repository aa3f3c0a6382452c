import type { MyTodo } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getMyTodo = () => request<MyTodo>({ url: '/dashboard/my-todo' });

/** Refreshed every minute and whenever the window regains focus: the list is what to do next. */
export const useMyTodo = (enabled = true) => useQuery({ queryKey: ['dashboard', 'my-todo'], queryFn: getMyTodo, enabled, refetchInterval: 60_000 });
