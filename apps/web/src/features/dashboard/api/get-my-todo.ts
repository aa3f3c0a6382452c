import { dashboardApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getMyTodo = () => call(dashboardApi.myTodo);

/** Refreshed every minute and whenever the window regains focus: the list is what to do next. */
export const useMyTodo = (enabled = true) => useQuery({ queryKey: ['dashboard', 'my-todo'], queryFn: getMyTodo, enabled, refetchInterval: 60_000 });
