import type { CurrentUser } from '@notaria/contracts';

const USER_INFO = 'userInfo';

export function saveUserInfo(user: CurrentUser) {
  sessionStorage.setItem(USER_INFO, JSON.stringify(user));
}

export function loadUserInfo(): CurrentUser | null {
  try {
    const raw = sessionStorage.getItem(USER_INFO);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export function clearSessionStorage() {
  sessionStorage.clear();
}
