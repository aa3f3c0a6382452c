/**
 * Slot for the right-hand message drawer (all / unread filter, mark all read, delete all read).
 * The notices module renders it; nothing is shown until then.
 */
export function NoticeDrawer(_props: { open: boolean; onClose: () => void }) {
  return null;
}
