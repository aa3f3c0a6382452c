import { documentExtensions, NODE } from '@notaria/documents';
import { Node, type AnyExtension } from '@tiptap/core';
import { ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import type { ComponentType } from 'react';
import { AnchorView, FieldView, PageBreakView } from './node-views';

const VIEWS: Record<string, ComponentType<ReactNodeViewProps>> = {
  [NODE.field]: FieldView,
  [NODE.pageBreak]: PageBreakView,
  [NODE.seal]: AnchorView,
  [NODE.signature]: AnchorView,
  [NODE.qr]: AnchorView,
};

/** The shared document model with the editor's React views of fields, anchors and page breaks. */
export function editorExtensions(): AnyExtension[] {
  return documentExtensions().map((extension) => {
    const view = VIEWS[extension.name];
    return view && extension instanceof Node ? extension.extend({ addNodeView: () => ReactNodeViewRenderer(view) }) : extension;
  });
}
