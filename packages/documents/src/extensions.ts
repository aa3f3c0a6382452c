import { Extension, Node, mergeAttributes, type AnyExtension } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import type { AnchorKind, TextAlign } from './model.ts';
import { ANCHOR_LABELS, ANCHOR_NODES, NODE, TEXT_ALIGNS } from './model.ts';

// The tiptap extensions of the document model, with no React: the web editor adds its node views on top, the server
// builds the schema from them. Each node's parseHTML/renderHTML round-trips through the clipboard.

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    documentLayout: {
      /** Aligns the selected paragraphs and headings (null: back to the default). */
      setTextAlign: (align: TextAlign | null) => ReturnType;
      /** First-line indent of the selected paragraphs and headings, in em (0 or 2). */
      setIndent: (em: number) => ReturnType;
    };
    field: { insertField: (attrs: { path: string; label: string }) => ReturnType };
    pageBreak: { setPageBreak: () => ReturnType };
    documentAnchor: { insertAnchor: (kind: AnchorKind) => ReturnType };
  }
}

const LAYOUT_TYPES = [NODE.paragraph, NODE.heading];

function parseIndent(element: { style: { textIndent?: string } }): number {
  const match = /^(\d+(?:\.\d+)?)em$/.exec(element.style.textIndent ?? '');
  return match ? Number(match[1]) : 0;
}

/** textAlign and indent on paragraphs and headings (a small stand-in for @tiptap/extension-text-align, which is not used). */
export const DocumentLayout = Extension.create({
  name: 'documentLayout',
  addGlobalAttributes() {
    return [
      {
        types: LAYOUT_TYPES,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => ((TEXT_ALIGNS as readonly string[]).includes(element.style.textAlign) ? element.style.textAlign : null),
            renderHTML: (attrs) => (attrs.textAlign ? { style: `text-align: ${attrs.textAlign}` } : {}),
          },
          indent: {
            default: 0,
            parseHTML: parseIndent,
            renderHTML: (attrs) => (attrs.indent ? { style: `text-indent: ${attrs.indent}em` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    const update =
      (attrs: Record<string, unknown>) =>
      ({ commands }: { commands: { updateAttributes: (type: string, attrs: Record<string, unknown>) => boolean } }) =>
        LAYOUT_TYPES.map((type) => commands.updateAttributes(type, attrs)).some(Boolean);
    return {
      setTextAlign: (align) => update({ textAlign: align }),
      setIndent: (em) => update({ indent: em }),
    };
  },
});

/** A value bound to the case: `{ path, label }`; shown as 【label】 until a renderer fills it. */
export const FieldNode = Node.create({
  name: NODE.field,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      path: { default: '', parseHTML: (element) => element.getAttribute('data-field') ?? '', renderHTML: (attrs) => ({ 'data-field': attrs.path }) },
      label: { default: '', parseHTML: (element) => element.getAttribute('data-label') ?? '', renderHTML: (attrs) => ({ 'data-label': attrs.label }) },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-field]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes({ class: 'doc-field' }, HTMLAttributes), `【${node.attrs.label || node.attrs.path}】`];
  },
  renderText({ node }) {
    return `【${node.attrs.label || node.attrs.path}】`;
  },
  addCommands() {
    return {
      insertField:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/** Forces a new printed page. */
export const PageBreakNode = Node.create({
  name: NODE.pageBreak,
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML() {
    return [{ tag: 'div[data-page-break]' }];
  },
  renderHTML() {
    return ['div', { 'data-page-break': '', class: 'doc-page-break' }];
  },
  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },
});

function anchorNode(kind: AnchorKind) {
  return Node.create({
    name: kind,
    group: 'inline',
    inline: true,
    atom: true,
    selectable: true,
    parseHTML() {
      return [{ tag: `span[data-anchor="${kind}"]` }];
    },
    renderHTML() {
      return ['span', { 'data-anchor': kind, class: `doc-anchor doc-anchor-placeholder doc-anchor-${kind}` }, `（${ANCHOR_LABELS[kind]}）`];
    },
    renderText() {
      return '';
    },
  });
}

/** Where the office seal, the notary's signature and the verification QR are printed. */
export const AnchorNodes = ANCHOR_NODES.map(anchorNode);

const DocumentAnchor = Extension.create({
  name: 'documentAnchor',
  addCommands() {
    return {
      insertAnchor:
        (kind) =>
        ({ commands }) =>
          commands.insertContent({ type: kind }),
    };
  },
});

/** The whole extension list of a document: StarterKit without code, blockquote or link; headings 1–3; our nodes. */
export function documentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({ code: false, codeBlock: false, blockquote: false, link: false, heading: { levels: [1, 2, 3] } }),
    DocumentLayout,
    FieldNode,
    PageBreakNode,
    ...AnchorNodes,
    DocumentAnchor,
  ];
}
