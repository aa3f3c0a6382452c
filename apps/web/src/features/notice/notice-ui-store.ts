import { create } from 'zustand';

interface NoticeUi {
  drawerOpen: boolean;
  openDrawer(): void;
  closeDrawer(): void;
}

export const useNoticeUi = create<NoticeUi>()((set) => ({
  drawerOpen: false,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
}));
