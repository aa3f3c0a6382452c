import Cookies from 'js-cookie';

const TOKEN = 'token';
const SIDEBAR = 'sidebarStatus';
const LANGUAGE = 'language';
const SIZE = 'size';

export type UiSize = 'small' | 'medium' | 'large';

export const getToken = (): string | undefined => Cookies.get(TOKEN) || undefined;
export const setToken = (token: string) => Cookies.set(TOKEN, token, { sameSite: 'Lax' });
export const removeToken = () => Cookies.remove(TOKEN);

export const getSidebarOpened = () => Cookies.get(SIDEBAR) !== '0';
export const setSidebarOpened = (open: boolean) => Cookies.set(SIDEBAR, open ? '1' : '0', { expires: 365 });

export const getLanguage = () => Cookies.get(LANGUAGE) || 'zh';
export const setLanguage = (lang: string) => Cookies.set(LANGUAGE, lang, { expires: 365 });

export const getSize = (): UiSize => {
  const v = Cookies.get(SIZE);
  return v === 'small' || v === 'large' ? v : 'medium';
};
export const setSize = (size: UiSize) => Cookies.set(SIZE, size, { expires: 365 });
