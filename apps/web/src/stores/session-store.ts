import type { CurrentUser } from '@notaria/contracts';
import { create } from 'zustand';
import { buildPermissionRoutes, type PermissionRoute } from '../lib/permission-routes';
import { getToken, removeToken, setToken } from '../lib/cookies';
import { clearSessionStorage, saveUserInfo } from '../lib/storage';

interface SessionState {
  token: string | undefined;
  user: CurrentUser | null;
  name: string;
  id: number | null;
  roles: string[];
  role: string;
  /** The permission-built route list: every menu route, hidden where not granted. */
  routes: PermissionRoute[];
  fileBaseUrl: string;
  login(token: string): void;
  setUser(user: CurrentUser): void;
  setFileBaseUrl(url: string): void;
  resetToken(): void;
}

const empty = { user: null, name: '', id: null, roles: [] as string[], role: '', routes: [] as PermissionRoute[] };

export const useSession = create<SessionState>()((set) => ({
  token: getToken(),
  ...empty,
  fileBaseUrl: '',
  login(token) {
    removeToken();
    set({ token: undefined, ...empty });
    setToken(token);
    set({ token });
  },
  setUser(user) {
    saveUserInfo(user);
    set({
      user,
      name: user.name,
      id: user.id,
      roles: user.roles,
      role: user.role,
      routes: buildPermissionRoutes(user.authorities),
    });
  },
  setFileBaseUrl(fileBaseUrl) {
    set({ fileBaseUrl });
  },
  resetToken() {
    removeToken();
    clearSessionStorage();
    set({ token: undefined, ...empty });
  },
}));

export const isSuperAdmin = (user: CurrentUser | null) => user?.id === 1;
