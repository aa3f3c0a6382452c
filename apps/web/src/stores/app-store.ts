import { create } from 'zustand';
import { getLanguage, getSidebarOpened, getSize, setLanguage, setSidebarOpened, setSize as saveSize, type UiSize } from '../lib/cookies';

export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 160;

/** §9 settings: tags view enabled for the tabs; fixed header, sidebar logo and pinyin search on. */
export const SETTINGS = {
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  pinyinSearch: true,
  themeColor: '#1890ff',
} as const;

interface AppState {
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
  language: string;
  size: UiSize;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: 'desktop' | 'mobile'): void;
  setSize(size: UiSize): void;
}

/** The interface language is fixed to Chinese; the cookies still record the choices of §9. */
export function initUiCookies() {
  setLanguage(getLanguage());
  saveSize(getSize());
}

export const useApp = create<AppState>()((set, get) => ({
  sidebarOpened: getSidebarOpened(),
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop',
  language: getLanguage(),
  size: getSize(),
  toggleSidebar() {
    const open = !get().sidebarOpened;
    if (get().device === 'desktop') setSidebarOpened(open);
    set({ sidebarOpened: open });
  },
  closeSidebar() {
    set({ sidebarOpened: false });
  },
  setDevice(device) {
    set({ device, sidebarOpened: device === 'mobile' ? false : getSidebarOpened() });
  },
  setSize(size) {
    saveSize(size);
    set({ size });
  },
}));

export const antdSize = (size: UiSize) => (size === 'medium' ? 'middle' : size);
