/**
 * Slot for the bottom-right popup of a notice arriving over the websocket (stays open until
 * closed). The notices module renders it; nothing is shown until then.
 */
export function NoticePopup() {
  return null;
}
