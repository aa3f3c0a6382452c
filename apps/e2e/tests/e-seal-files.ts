import { deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** Whether (x, y) lies in a five-pointed star of outer radius r around the origin. */
function inStar(x: number, y: number, r: number): boolean {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.4 : r;
    return [rr * Math.cos(a), rr * Math.sin(a)];
  });
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A seal's impression as a PNG: a red ring and a star on a transparent ground. */
export function sealPng(size = 240): Buffer {
  const c = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const ink = (d < c - 3 && d > c - 16) || inStar(x - c, y - c, c * 0.38);
      row.set(ink ? [214, 24, 34, 235] : [0, 0, 0, 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-page A4 PDF that looks like a certificate's pages (Latin text: the standard fonts have no Chinese). */
export async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= 2; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(i === 1 ? 'NOTARIAL CERTIFICATE' : 'TRANSLATION', { x: 170, y: 760, size: 22, font });
    for (let l = 0; l < 14; l++) page.drawLine({ start: { x: 80, y: 690 - l * 28 }, end: { x: 515, y: 690 - l * 28 }, color: rgb(0.8, 0.8, 0.8) });
    page.drawText('Notary: ______________', { x: 330, y: 200, size: 12, font });
    page.drawText(`Page ${i} of 2`, { x: 270, y: 60, size: 10, font });
  }
  return Buffer.from(await doc.save());
}
