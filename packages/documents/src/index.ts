// The document model shared by the editor and the server's renderer.
export { escapeHtml, isImageDataUrl } from './escape.ts';
export { AnchorNodes, DocumentLayout, FieldNode, PageBreakNode, documentExtensions } from './extensions.ts';
export {
  ANCHOR_LABELS,
  ANCHOR_NODES,
  ANCHOR_SIZE_MM,
  MARK,
  NODE,
  TEXT_ALIGNS,
  anchorsIn,
  boundFields,
  childrenOf,
  fieldOf,
  fieldValue,
  headingLevelOf,
  indentOf,
  isNode,
  textAlignOf,
  walk,
} from './model.ts';
export type { AnchorKind, DocJson, DocMark, DocNode, PageSettings, TextAlign } from './model.ts';
export { FONT_STACK, LINE_HEIGHT, PAGE_SIZE_MM, documentCss, pageMarginCss, pageSizeCss } from './page-css.ts';
export { renderDocumentHtml } from './render-html.ts';
export type { DocImages, RenderOptions } from './render-html.ts';
