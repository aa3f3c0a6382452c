import { notify } from '../../../lib/notify';
import { documentTicket } from '../api/documents';

/**
 * Opens /appDocEdit for one document in a new tab. The tab is opened at the click (a popup opened after the ticket
 * arrives would be blocked), then sent to the ticket's address; it keeps no handle on this page.
 */
export async function openDocumentEditor(id: number, mode: 'EDIT' | 'VIEW') {
  const tab = window.open('', '_blank');
  try {
    const { url } = await documentTicket(id, mode);
    const address = new URL(url, window.location.origin).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = address;
    } else if (!window.open(address, '_blank', 'noopener')) {
      void notify.error('浏览器阻止了新标签页，请允许本站打开弹出窗口后重试', 4);
    }
  } catch {
    tab?.close();
  }
}
