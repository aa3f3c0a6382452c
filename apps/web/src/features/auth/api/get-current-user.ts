import type { CurrentUser } from '@notaria/contracts';
import { request } from '../../../lib/request';

/** Silent: the route guard decides what to show when it fails. */
export const getCurrentUser = () => request<CurrentUser | null>({ url: '/auth/current-user', silent: true });
