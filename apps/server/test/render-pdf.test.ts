import { readFileSync, readdirSync } from 'node:fs';
import { DEFAULT_PAGE } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRenderer, documentPdf, htmlToPdf, pdfCapability, qrDataUrl, qrPng } from '../src/modules/render/render.api.ts';
import { SAMPLE_VALUES, attachment, pageSizes, poppler, threePageCertificate } from './render-samples.ts';

/** The main Chromium process this test process started (its child without a --type= switch). */
function chromiumMain(): number | undefined {
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (parent === process.pid && cmdline.includes('chrom') && !cmdline.includes('--type=')) return Number(name);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

describe('documentPdf (Chromium print)', () => {
  let images: { seal: string; signature: string; qr: string };
  let draft: Buffer;

  beforeAll(async () => {
    expect(pdfCapability()).toEqual({ available: true, reason: '' });
    const qr = await qrDataUrl('https://notary.example/verify?p=eyJuIjoiMSJ9&s=abcd');
    images = { seal: qr, signature: qr, qr };
    draft = await documentPdf(threePageCertificate, DEFAULT_PAGE, { values: SAMPLE_VALUES, title: '出生公证书', watermark: true });
  });
  afterAll(() => closeRenderer());

  it('prints a real PDF of three A4 pages (595 × 842 pt)', () => {
    expect(draft.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const sizes = pageSizes(draft);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(595, 0);
      expect(size.height).toBeCloseTo(842, 0);
    }
  });

  it('carries the Chinese text and the field values, and a red placeholder for the missing one', () => {
    const text = poppler('pdftotext', draft).replace(/\s+/g, '');
    for (const value of [
      '公证书',
      '（2026）京长安证字第00123号',
      '王小明',
      '一九九〇年五月十二日',
      '110101********1234',
      '北京市长安公证处',
      '二〇二六年一月五日',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('在北京市东城区出生');
    expect(text).toContain('【父亲姓名】');
  });

  it('embeds its fonts', () => {
    const fonts = poppler('pdffonts', draft)
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line.split(/\s+/).at(-5)).toBe('yes');
    expect(fonts.some((line) => /CID TrueType/.test(line))).toBe(true);
  });

  it('puts the 草稿 watermark on every page', () => {
    const pages = poppler('pdftotext', draft)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page.replace(/\s+/g, '')).toContain('草稿');
  });

  it('gives no watermark to a final document, and stamps the seal, signature and QR images', async () => {
    const final = await documentPdf(threePageCertificate, DEFAULT_PAGE, { values: SAMPLE_VALUES, title: '出生公证书', images });
    expect(poppler('pdftotext', final)).not.toContain('草');
    const listed = poppler('pdfimages', final, ['-list'])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    // seal and signature on page 2, the QR on page 3
    expect(listed.map((line) => Number(line.trim().split(/\s+/)[0]))).toEqual([2, 2, 3]);
  });

  it('prints 16开 at 185 × 260 mm (about 524 × 737 pt)', async () => {
    const pdf = await documentPdf(threePageCertificate, { ...DEFAULT_PAGE, size: '16K' }, { values: SAMPLE_VALUES, title: '出生公证书' });
    const sizes = pageSizes(pdf);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(524.4, 0);
      expect(size.height).toBeCloseTo(737, 0);
    }
  });

  it('sets the metadata and attaches the manifest', async () => {
    const manifest = { kind: 'CERTIFICATE', ref: '（2026）京长安证字第00123号', sha256: 'ab'.repeat(32) };
    const pdf = await documentPdf(threePageCertificate, DEFAULT_PAGE, { values: SAMPLE_VALUES, title: '出生公证书', subject: manifest.ref, manifest });
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/Title:\s+出生公证书/);
    expect(info).toMatch(/Subject:\s+（2026）京长安证字第00123号/);
    expect(info).toMatch(/Producer:\s+Notaria/);
    expect(JSON.parse(attachment(pdf, 'manifest.json')!.toString('utf8'))).toEqual(manifest);
    expect(attachment(draft, 'manifest.json')).toBeNull();
  });

  it('serves several prints at once through the pool', async () => {
    const prints = await Promise.all(
      ['一', '二', '三', '四', '五'].map((n) => htmlToPdf(`<!doctype html><meta charset="utf-8"><style>@page{size:A4}</style><p>第${n}份</p>`)),
    );
    prints.forEach((pdf, i) => expect(poppler('pdftotext', pdf)).toContain(`第${'一二三四五'[i]}份`));
  });

  it('starts a new browser when the running one died', async () => {
    const pid = chromiumMain();
    expect(pid).toBeDefined();
    process.kill(pid!, 'SIGKILL');
    const pdf = await htmlToPdf('<!doctype html><meta charset="utf-8"><p>重新启动后的打印</p>');
    expect(poppler('pdftotext', pdf)).toContain('重新启动后的打印');
    expect(chromiumMain()).not.toBe(pid);
  });

  it('makes QR codes as PNG and data URL', async () => {
    const png = await qrPng('https://notary.example/verify');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await qrDataUrl('x')).toMatch(/^data:image\/png;base64,/);
  });
});
