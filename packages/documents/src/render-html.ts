import { escapeHtml, isImageDataUrl } from './escape.ts';
import type { AnchorKind, DocJson, DocMark, DocNode, PageSettings } from './model.ts';
import { ANCHOR_LABELS, ANCHOR_NODES, MARK, NODE, anchorsIn, childrenOf, fieldOf, fieldValue, headingLevelOf, indentOf, isNode, textAlignOf } from './model.ts';
import { documentCss, pageMarginCss, pageSizeCss } from './page-css.ts';

// The document JSON → a printable HTML page, written by hand over the known node set so that the server needs no
// DOM: every text and attribute goes through escapeHtml, and a node of an unknown type renders only its children.

export type DocImages = Partial<Record<AnchorKind, string>>;
export type RenderOptions = {
  /** Bound values by field path; a missing or empty one prints as a red 【label】. */
  values: Record<string, string>;
  /** A diagonal watermark on every page: true for 草稿, or the text to print. */
  watermark?: boolean | string;
  /** data:image/…;base64 URLs placed at the seal, signature and QR anchors (or in a closing block when the document has none). */
  images?: DocImages;
  title: string;
};

type Context = { values: Record<string, string>; images: DocImages };

const MARK_TAGS: Record<string, string> = { [MARK.bold]: 'strong', [MARK.italic]: 'em', [MARK.underline]: 'u', [MARK.strike]: 's' };

function withMarks(html: string, marks: unknown): string {
  if (!Array.isArray(marks)) return html;
  return (marks as DocMark[]).reduceRight((inner, mark) => {
    const tag = MARK_TAGS[mark?.type];
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
  }, html);
}

function blockStyle(node: DocNode): string {
  const align = textAlignOf(node);
  const indent = indentOf(node);
  const rules = [align ? `text-align: ${align}` : '', indent ? `text-indent: ${indent}em` : ''].filter(Boolean);
  return rules.length ? ` style="${rules.join('; ')}"` : '';
}

function textHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function fieldHtml(node: DocNode, ctx: Context): string {
  const { path, label } = fieldOf(node);
  const value = fieldValue(ctx.values, path);
  const attrs = `data-field="${escapeHtml(path)}"`;
  return value === null
    ? `<span class="doc-field doc-missing" ${attrs}>【${escapeHtml(label)}】</span>`
    : `<span class="doc-field" ${attrs}>${textHtml(value)}</span>`;
}

function anchorHtml(kind: AnchorKind, ctx: Context): string {
  const src = ctx.images[kind];
  if (!isImageDataUrl(src)) return '';
  return `<span class="doc-anchor doc-anchor-${kind}"><img src="${src}" alt="${ANCHOR_LABELS[kind]}"></span>`;
}

function inlineHtml(node: DocNode, ctx: Context): string {
  switch (node.type) {
    case NODE.text:
      return typeof node.text === 'string' ? withMarks(textHtml(node.text), node.marks) : '';
    case NODE.hardBreak:
      return '<br>';
    case NODE.field:
      return withMarks(fieldHtml(node, ctx), node.marks);
    case NODE.seal:
    case NODE.signature:
    case NODE.qr:
      return anchorHtml(node.type, ctx);
    default:
      return nodesHtml(childrenOf(node), ctx);
  }
}

function nodeHtml(node: DocNode, ctx: Context): string {
  const inner = () => nodesHtml(childrenOf(node), ctx);
  switch (node.type) {
    case NODE.paragraph:
      return `<p${blockStyle(node)}>${inner()}</p>`;
    case NODE.heading: {
      const tag = `h${headingLevelOf(node)}`;
      return `<${tag}${blockStyle(node)}>${inner()}</${tag}>`;
    }
    case NODE.bulletList:
      return `<ul>${inner()}</ul>`;
    case NODE.orderedList: {
      const start = Number(node.attrs?.start ?? 1);
      return Number.isInteger(start) && start !== 1 ? `<ol start="${start}">${inner()}</ol>` : `<ol>${inner()}</ol>`;
    }
    case NODE.listItem:
      return `<li>${inner()}</li>`;
    case NODE.horizontalRule:
      return '<hr>';
    case NODE.pageBreak:
      return '<div class="doc-page-break" data-page-break=""></div>';
    default:
      return inlineHtml(node, ctx);
  }
}

function nodesHtml(nodes: DocNode[], ctx: Context): string {
  return nodes.map((node) => nodeHtml(node, ctx)).join('');
}

/** The images the document has no anchor for: the QR on the left, signature and seal on the right, after the text. */
function closingHtml(doc: DocJson, ctx: Context): string {
  const placed = anchorsIn(doc);
  const missing = ANCHOR_NODES.filter((kind) => !placed.has(kind) && isImageDataUrl(ctx.images[kind]));
  if (missing.length === 0) return '';
  const qr = missing.includes(NODE.qr) ? anchorHtml(NODE.qr, ctx) : '<span></span>';
  const stamps = missing.filter((kind) => kind !== NODE.qr).map((kind) => anchorHtml(kind, ctx));
  return `<div class="doc-closing">${qr}<span class="doc-closing-stamps">${stamps.join('')}</span></div>`;
}

function watermarkText(watermark: RenderOptions['watermark']): string {
  if (watermark === true) return '草稿';
  return typeof watermark === 'string' ? watermark : '';
}

function printCss(page: PageSettings): string {
  return `
@page { size: ${pageSizeCss(page)}; margin: ${pageMarginCss(page)}; }
html, body { margin: 0; padding: 0; background: #fff; }
.doc-watermark { position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%) rotate(-35deg); font-size: 110pt; font-weight: bold;
  letter-spacing: 0.2em; color: rgba(217, 0, 0, 0.13); white-space: nowrap; pointer-events: none; z-index: 10; font-family: inherit; }
`.trim();
}

/** A complete HTML page of the document as it prints: @page size and margins, fonts, values, images and watermark. */
export function renderDocumentHtml(doc: DocJson, page: PageSettings, options: RenderOptions): string {
  const ctx: Context = { values: options.values ?? {}, images: options.images ?? {} };
  const body = nodesHtml(childrenOf(doc).filter(isNode), ctx) + closingHtml(doc, ctx);
  const mark = watermarkText(options.watermark);
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<style>${documentCss(page)}\n${printCss(page)}</style>`,
    '</head><body>',
    mark ? `<div class="doc-watermark doc-content" aria-hidden="true">${escapeHtml(mark)}</div>` : '',
    `<main class="doc-content">${body}</main>`,
    '</body></html>',
  ].join('');
}
