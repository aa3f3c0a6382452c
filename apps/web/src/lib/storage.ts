import type { CurrentUser } from '@notaria/contracts';

const USER_INFO = 'userInfo';

export function saveUserInfo(user: CurrentUser) {
  sessionStorage.setItem(USER_INFO, JSON.stringify(user));
}

export function clearSessionStorage() {
  sessionStorage.clear();
}
