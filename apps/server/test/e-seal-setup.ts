import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { asSystem } from '../src/db/scope.ts';
import type { Client } from './api.ts';
import type { TestContext } from './context.ts';
import { uploadFile } from './upload.ts';

export const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

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

/** A real PNG: a red ring on a transparent ground, like a seal's impression. */
export function sealPng(size = 120): Buffer {
  const rows: Buffer[] = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const ink = (d < c - 2 && d > c - 10) || d < c / 5;
      row.set(ink ? [220, 20, 30, 255] : [0, 0, 0, 0], 1 + x * 4);
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

/** A text-only A4 PDF of `pages` pages. */
export async function samplePdf(pages = 2, title = 'Notarial certificate'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595.28, 841.89]).drawText(`${title} - page ${i}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save());
}

/** How many images page `n` (1-based) of a PDF draws. */
export async function imagesOnPage(pdf: Buffer, n: number): Promise<number> {
  const doc = await PDFDocument.load(new Uint8Array(pdf));
  const xobjects = doc.getPages()[n - 1].node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return xobjects ? xobjects.keys().length : 0;
}

export const fileKey = (url: string) => url.slice('/api/file/'.length);

/** Uploads bytes as `token`'s user and answers the file's URL. */
export async function uploaded(ctx: TestContext, token: string, name: string, bytes: Buffer, type: string): Promise<string> {
  const up = await uploadFile(ctx, token, name, bytes, type);
  if (up.status !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
  return up.body.data.ossUrl as string;
}

/** A seal of the office written straight into the registry (the registry's own pages are another module's). */
export async function insertSeal(
  ctx: TestContext,
  tenantId: number,
  s: { name: string; kind: 'PHYSICAL' | 'ELECTRONIC'; status?: string; imageFileId?: string | null; validTo?: string },
): Promise<number> {
  return asSystem(ctx.db, async (tx) => {
    const res = (await tx.execute(sql`
      insert into seals (tenant_id, name, kind, seal_type, image_file_id, status, valid_to)
      values (${tenantId}, ${s.name}, ${s.kind}, ${s.kind === 'ELECTRONIC' ? 'E_OFFICIAL' : 'OFFICIAL'}, ${s.imageFileId ?? null}, ${s.status ?? 'ACTIVE'}, ${s.validTo ?? null})
      returning id`)) as unknown as { rows: { id: number }[] };
    return res.rows[0].id;
  });
}

/** A document of a case in the given status carrying `pdfFileId` as its stored PDF (what 出证 leaves behind). */
export async function insertDocument(ctx: TestContext, tenantId: number, caseId: number, status: 'DRAFT' | 'FINAL' | 'VOID', pdfFileId: string | null) {
  return asSystem(ctx.db, async (tx) => {
    const res = (await tx.execute(sql`
      insert into case_documents (tenant_id, case_id, kind, title, template_id, template_version, status, page, content, certificate_number, pdf_file_id, finalized_at)
      values (${tenantId}, ${caseId}, 'CERTIFICATE', '出生公证书', 1, 1, ${status}, '{}'::jsonb, '{}'::jsonb, ${'(2026)京证字第' + caseId + '号'}, ${pdfFileId}, now())
      returning id`)) as unknown as { rows: { id: number }[] };
    return res.rows[0].id;
  });
}

/** Waits until the request leaves 待签章 (stamping runs once the approval has committed). */
export async function stampedDetail(c: Client, id: number) {
  for (let i = 0; i < 100; i++) {
    const d = await c.get('/oa/e-seal/detail', { id });
    if (d.body.data?.status !== 'APPROVED' || d.body.data?.stampError) return d.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('stamping did not finish');
}

export const rowsOf = async (ctx: TestContext, q: ReturnType<typeof sql>) =>
  asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
