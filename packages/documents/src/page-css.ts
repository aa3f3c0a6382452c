import type { PageSettings } from './model.ts';
import { ANCHOR_SIZE_MM } from './model.ts';

// One stylesheet for the editor's page view and the printed PDF, so the screen shows what Chromium prints.
// The editor puts the document's blocks in `.doc-content` inside a `.doc-page` sheet; the print has `.doc-content` only
// and lets @page give the margins.

export const PAGE_SIZE_MM: Record<PageSettings['size'], { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  '16K': { width: 185, height: 260 },
};

/** 宋体 first as an office machine has it; WenQuanYi is what a bare Debian server has. */
export const FONT_STACK = '"Noto Serif CJK SC","Source Han Serif SC","SimSun","宋体","Songti SC","WenQuanYi Zen Hei",serif';
/** 公文 line spacing: about 28–29 pt for 三号 text. */
export const LINE_HEIGHT = 1.75;

const mm = (value: number) => `${value}mm`;

export function pageSizeCss(page: PageSettings): string {
  const { width, height } = PAGE_SIZE_MM[page.size] ?? PAGE_SIZE_MM.A4;
  return page.size === 'A4' ? 'A4' : `${mm(width)} ${mm(height)}`;
}

export function pageMarginCss(page: PageSettings): string {
  return [page.marginTop, page.marginRight, page.marginBottom, page.marginLeft].map(mm).join(' ');
}

export function documentCss(page: PageSettings): string {
  const { width, height } = PAGE_SIZE_MM[page.size] ?? PAGE_SIZE_MM.A4;
  const size = ANCHOR_SIZE_MM;
  return `
.doc-page { box-sizing: border-box; width: ${mm(width)}; min-height: ${mm(height)}; padding: ${pageMarginCss(page)}; background: #fff; color: #000; }
.doc-content { font-family: ${FONT_STACK}; font-size: ${page.fontSize}pt; line-height: ${LINE_HEIGHT}; color: #000; text-align: justify; overflow-wrap: anywhere; }
.doc-content p { margin: 0; min-height: ${LINE_HEIGHT}em; }
.doc-content h1, .doc-content h2, .doc-content h3 { margin: 0 0 0.5em; line-height: 1.5; font-weight: bold; }
.doc-content h1 { font-size: 22pt; text-align: center; letter-spacing: 0.3em; }
.doc-content h2 { font-size: 16pt; text-align: center; }
.doc-content h3 { font-size: ${page.fontSize}pt; }
.doc-content ul, .doc-content ol { margin: 0; padding-left: 2em; }
.doc-content hr { border: none; border-top: 1px solid #000; margin: 0.5em 0; }
.doc-content .doc-missing { color: #d4380d; }
.doc-content .doc-anchor { display: inline-block; vertical-align: middle; }
.doc-content .doc-anchor-seal { position: relative; width: 0; height: 1em; }
.doc-content .doc-anchor-seal img { position: absolute; left: ${mm(-size.seal.width / 2)}; top: 50%; transform: translateY(-50%); width: ${mm(size.seal.width)}; height: ${mm(size.seal.height)}; mix-blend-mode: multiply; }
.doc-content .doc-anchor-signature img { width: ${mm(size.signature.width)}; height: ${mm(size.signature.height)}; object-fit: contain; }
.doc-content .doc-anchor-qr img { width: ${mm(size.qr.width)}; height: ${mm(size.qr.height)}; }
.doc-content .doc-closing { display: flex; justify-content: space-between; align-items: center; margin-top: 1em; break-inside: avoid; }
.doc-content .doc-closing-stamps { display: flex; align-items: center; gap: 4mm; padding-right: ${mm(size.seal.width / 2)}; }
@media screen {
  .doc-content .doc-page-break { border-top: 1px dashed #bfbfbf; margin: 1em 0; height: 0; }
  .doc-content .doc-anchor-placeholder { border: 1px dashed #d9d9d9; color: #8c8c8c; font-size: 10pt; padding: 0 4px; }
}
@media print {
  .doc-content .doc-page-break { break-after: page; height: 0; }
  .doc-content .doc-anchor-placeholder { display: none; }
}
`.trim();
}
