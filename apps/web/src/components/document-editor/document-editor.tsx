import type { DocContent, DocField, PageSettings } from '@notaria/contracts';
import { documentCss } from '@notaria/documents';
import { EditorContent, useEditor, type Editor, type JSONContent } from '@tiptap/react';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { EDITOR_CSS } from './editor-css';
import { editorExtensions } from './extensions';
import { FieldDisplayContext, type FieldDisplay } from './node-views';
import { EditorToolbar } from './toolbar';

export interface DocumentEditorProps {
  /** The document; a new object from outside (a reload, a refresh) replaces what the editor holds. */
  content: DocContent;
  page: PageSettings;
  /** The case's values (path → text). Absent for a template: fields then show the catalogue's samples. */
  values?: Record<string, string>;
  /** The bindable fields, for 插入字段 (grouped) and the samples. */
  fields: readonly DocField[];
  readOnly?: boolean;
  onChange?(content: DocContent): void;
  /** The tiptap editor, for callers that insert or read from outside the page (a field panel, a save). */
  editorRef?: Ref<Editor | null>;
  /** Accessible name of the writing surface. */
  label?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The document as printed: a sheet of the page's size and margins in the document's font, with the toolbar above.
 * Fields show the case's value (or a red 【label】 when it has none; hovering names the path), anchors show where the
 * seal, signature and QR go, and page breaks show as a 分页 line.
 */
export function DocumentEditor({ content, page, values, fields, readOnly = false, onChange, editorRef, label = '文书正文' }: DocumentEditorProps) {
  const emitted = useRef<DocContent | null>(content);
  const latest = useRef(onChange);
  latest.current = onChange;
  const extensions = useMemo(() => editorExtensions(), []);
  const editor = useEditor({
    extensions,
    content: content as JSONContent,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: { attributes: { class: 'doc-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, spellcheck: 'false' } },
    onUpdate: ({ editor: e }) => {
      const json = e.getJSON() as DocContent;
      emitted.current = json;
      latest.current?.(json);
    },
  });

  useEffect(() => {
    if (!editor || content === emitted.current) return;
    emitted.current = content;
    editor.commands.setContent(content as JSONContent, { emitUpdate: false });
  }, [editor, content]);
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  useEffect(() => {
    assignRef(editorRef, editor);
    return () => assignRef(editorRef, null);
  }, [editor, editorRef]);

  const display = useMemo<FieldDisplay>(() => ({ values, samples: Object.fromEntries(fields.map((f) => [f.path, f.sample])) }), [values, fields]);
  const css = useMemo(() => documentCss(page), [page]);

  return (
    <div className={`doc-editor${readOnly ? ' doc-readonly' : ''}`} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <style>{css}</style>
      <style>{EDITOR_CSS}</style>
      {editor && !readOnly && (
        <div style={{ padding: '6px 12px', borderBottom: '1px solid #f0f0f0', background: '#fff' }}>
          <EditorToolbar editor={editor} fields={fields} />
        </div>
      )}
      <div className="doc-desk" style={{ flex: 1 }}>
        <FieldDisplayContext.Provider value={display}>
          <div className="doc-page" data-testid="doc-page" data-page-size={page.size}>
            <EditorContent editor={editor} />
          </div>
        </FieldDisplayContext.Provider>
      </div>
    </div>
  );
}
