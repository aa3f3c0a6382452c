import type { PageSettings } from '@notaria/contracts';

// The document JSON as tiptap stores it, read loosely: documents come from storage and from clients, so every
// attribute is checked where it is used, and a node of an unknown type is only a container of its children.

export type DocMark = { type: string; attrs?: Record<string, unknown> };
export type DocNode = { type: string; attrs?: Record<string, unknown>; content?: DocNode[]; marks?: DocMark[]; text?: string };
export type DocJson = { type: 'doc'; content?: unknown[] };
export type { PageSettings };

export const NODE = {
  doc: 'doc',
  paragraph: 'paragraph',
  heading: 'heading',
  text: 'text',
  hardBreak: 'hardBreak',
  bulletList: 'bulletList',
  orderedList: 'orderedList',
  listItem: 'listItem',
  horizontalRule: 'horizontalRule',
  pageBreak: 'pageBreak',
  field: 'field',
  seal: 'seal',
  signature: 'signature',
  qr: 'qr',
} as const;

export const MARK = { bold: 'bold', italic: 'italic', underline: 'underline', strike: 'strike' } as const;

/** The image anchors, in the order a default closing block places them. */
export const ANCHOR_NODES = [NODE.signature, NODE.seal, NODE.qr] as const;
export type AnchorKind = (typeof ANCHOR_NODES)[number];
export const ANCHOR_LABELS: Record<AnchorKind, string> = { seal: '公章', signature: '公证员签名', qr: '验证二维码' };
/** Printed sizes: the round office seal about 42 mm, the signature stamp 2 × 1.5 cm (〔81〕司公字第94号), the QR 25 mm. */
export const ANCHOR_SIZE_MM: Record<AnchorKind, { width: number; height: number }> = {
  seal: { width: 42, height: 42 },
  signature: { width: 20, height: 15 },
  qr: { width: 25, height: 25 },
};

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export function isNode(value: unknown): value is DocNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export function childrenOf(node: { content?: unknown }): DocNode[] {
  return Array.isArray(node.content) ? node.content.filter(isNode) : [];
}

export function textAlignOf(node: DocNode): TextAlign | null {
  const value = node.attrs?.textAlign;
  return (TEXT_ALIGNS as readonly unknown[]).includes(value) ? (value as TextAlign) : null;
}

/** First-line indent in em (the model uses 0 or 2); anything else reads as 0. */
export function indentOf(node: DocNode): number {
  const value = Number(node.attrs?.indent ?? 0);
  return Number.isFinite(value) && value > 0 && value <= 8 ? Math.round(value * 2) / 2 : 0;
}

export function headingLevelOf(node: DocNode): 1 | 2 | 3 {
  const level = Number(node.attrs?.level);
  return level === 2 || level === 3 ? level : 1;
}

export function fieldOf(node: DocNode): { path: string; label: string } {
  const path = typeof node.attrs?.path === 'string' ? node.attrs.path : '';
  const label = typeof node.attrs?.label === 'string' && node.attrs.label ? node.attrs.label : path;
  return { path, label };
}

/** The text a field prints: its value, or null when the case has none yet (then a red 【label】 is shown). */
export function fieldValue(values: Record<string, string>, path: string): string | null {
  const value = Object.hasOwn(values, path) ? values[path] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function walk(node: DocNode, visit: (node: DocNode) => void): void {
  visit(node);
  for (const child of childrenOf(node)) walk(child, visit);
}

/** Every bound field of a document, once per path, in reading order. */
export function boundFields(doc: DocJson): { path: string; label: string }[] {
  const seen = new Map<string, string>();
  walk(doc as DocNode, (node) => {
    if (node.type !== NODE.field) return;
    const { path, label } = fieldOf(node);
    if (path && !seen.has(path)) seen.set(path, label);
  });
  return [...seen].map(([path, label]) => ({ path, label }));
}

/** The anchors a document places itself; the renderer puts the other given images in a closing block. */
export function anchorsIn(doc: DocJson): Set<AnchorKind> {
  const found = new Set<AnchorKind>();
  walk(doc as DocNode, (node) => {
    if ((ANCHOR_NODES as readonly string[]).includes(node.type)) found.add(node.type as AnchorKind);
  });
  return found;
}
