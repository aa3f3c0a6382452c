import { useEffect, useRef } from 'react';
import { Button, Space } from 'antd';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeHtml } from '../../core/sanitize.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** The editor's HTML as stored: sanitised, '' for an empty document. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

const TOOLS: { label: string; title: string; run: (e: Editor) => void; active?: (e: Editor) => boolean }[] = [
  { label: 'B', title: '加粗', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'I', title: '斜体', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'S', title: '删除线', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { label: 'H', title: '标题', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading') },
  { label: '•', title: '无序列表', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: '1.', title: '有序列表', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: '↶', title: '撤销', run: (e) => e.chain().focus().undo().run() },
  { label: '↷', title: '重做', run: (e) => e.chain().focus().redo().run() },
];

/** Tiptap editor; HTML is sanitised with DOMPurify both when loaded and when stored. */
export function RichEditorControl(p: ControlProps<'rich-editor'>) {
  const o = p.widget.options;
  const editable = !p.disabled && !p.readonly;
  const emitted = useRef<string | null>(null);
  const latest = useRef(p);
  latest.current = p;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: sanitizeHtml(p.value),
    editable,
    immediatelyRender: true,
    editorProps: { attributes: { id: p.id, 'aria-label': o.label || o.name, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      emitted.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur(),
    onFocus: () => latest.current.onFocus(),
  });

  useEffect(() => {
    if (!editor) return;
    const value = typeof p.value === 'string' ? p.value : '';
    if (value !== emitted.current && value !== editorHtml(editor)) {
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    }
    emitted.current = value;
  }, [editor, p.value]);
  useEffect(() => editor?.setEditable(editable), [editor, editable]);
  const { setRefExtras } = p;
  useEffect(() => setRefExtras({ editor }), [editor, setRefExtras]);

  const count = editor ? editor.getText().length : 0;
  return (
    <div className="fr-rich-editor">
      {editable && editor ? (
        <Space size={2} wrap style={{ display: 'flex', padding: 4, borderBottom: '1px solid #f0f0f0' }}>
          {TOOLS.map((t) => (
            <Button
              key={t.title}
              size="small"
              type={t.active?.(editor) ? 'primary' : 'text'}
              title={t.title}
              aria-label={t.title}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => t.run(editor)}
            >
              {t.label}
            </Button>
          ))}
        </Space>
      ) : null}
      <EditorContent editor={editor} style={{ minHeight: o.contentHeight || '200px', padding: 8 }} />
      {o.showWordLimit ? (
        <div className="fr-rich-editor-count" style={{ textAlign: 'right', padding: '0 8px', color: '#8c8c8c' }}>
          {o.maxLength ? `${count} / ${o.maxLength}` : count}
        </div>
      ) : null}
    </div>
  );
}

export const richEditorEntry = fieldEntry<'rich-editor'>(meta, RichEditorControl);
