import { request } from '../../../lib/request';

export const logout = () => request<null>({ url: '/auth/logout', method: 'POST', silent: true });
