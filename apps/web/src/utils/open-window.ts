/**
 * Opens a centred window of w×h that shows `url` in a full-page frame under `title`.
 * Returns the window, or null when the browser blocked it.
 */
export function openWindow(url: string, title: string, w: number, h: number): Window | null {
  const left = (window.screenLeft ?? window.screenX) + (window.innerWidth - w) / 2;
  const top = (window.screenTop ?? window.screenY) + (window.innerHeight - h) / 2;
  const features = `toolbar=no,location=no,status=no,menubar=no,scrollbars=yes,resizable=yes,width=${w},height=${h},top=${top},left=${left}`;
  const win = window.open('', '_blank', features);
  if (!win) return null;
  const doc = win.document;
  doc.title = title;
  doc.body.style.margin = '0';
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.title = title;
  frame.setAttribute('style', 'border:0;width:100%;height:100vh;display:block');
  doc.body.appendChild(frame);
  win.focus();
  return win;
}
