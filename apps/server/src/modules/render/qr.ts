import QRCode from 'qrcode';

// Error correction M (15 %): survives a seal printed over a corner and a creased page, and stays small enough to
// scan at 25 mm with the long signed verification URL.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 1, width: 400 } as const;

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png' });
}

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png' });
}
