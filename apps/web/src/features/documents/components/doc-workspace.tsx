import type { CaseDocumentDetail, DocContent } from '@notaria/contracts';
import type { Editor } from '@tiptap/react';
import { Alert } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DocumentEditor } from '../../../components/document-editor';
import { docEdit, type HeldSession } from '../api/doc-edit';
import { useDocEditing } from '../api/use-doc-editing';
import { useDocLock } from '../api/use-doc-lock';
import { ConflictDialog } from './conflict-dialog';
import { EditorHeader } from './editor-header';
import { FieldPanel } from './field-panel';

/** Why this reader may only read, or null when they may write. */
function readOnlyReason(doc: CaseDocumentDetail, session: HeldSession, lock: { held: boolean; lockedByName: string } | null): string | null {
  if (doc.status === 'FINAL') return '该文书已定稿，内容不可修改';
  if (doc.status === 'VOID') return '该文书已作废，仅供查看';
  if (session.mode === 'VIEW') return doc.lockedByName ? `${doc.lockedByName}正在编辑，您当前为只读` : '您以只读方式打开了该文书';
  if (!lock) return '正在取得编辑权…';
  if (!lock.held) return `${lock.lockedByName || '他人'}正在编辑，您当前为只读`;
  return null;
}

/** The editor page once the document is open: header, field panel, the page, the lock and the save cycle. */
export function DocWorkspace({ session, initial }: { session: HeldSession; initial: CaseDocumentDetail }) {
  const calls = useMemo(() => docEdit(session.token), [session.token]);
  const editorRef = useRef<Editor | null>(null);
  const textOf = useCallback(() => editorRef.current?.getText({ blockSeparator: '\n' }) ?? '', []);
  const editing = useDocEditing(calls, initial, textOf);
  const { doc } = editing;
  const [live, setLive] = useState<DocContent>(doc.content);
  const [exporting, setExporting] = useState<'pdf' | 'docx' | null>(null);
  const writable = doc.status === 'DRAFT' && session.mode === 'EDIT';
  const { reload } = editing;
  const lock = useDocLock(calls, writable, () => void reload().catch(() => undefined));
  const reason = readOnlyReason(doc, session, lock);
  const readOnly = reason !== null;

  useEffect(() => setLive(doc.content), [doc.content]);
  const onChange = useCallback(
    (c: DocContent) => {
      setLive(c);
      editing.edited(c);
    },
    [editing],
  );

  const { save, state } = editing;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        if (!readOnly) void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, save]);

  const exportAs = async (format: 'pdf' | 'docx') => {
    setExporting(format);
    try {
      // The server exports what is stored: unsaved changes go first.
      if (!readOnly && state !== 'saved' && !(await save())) return;
      await calls.export(format, doc.title);
    } catch {
      // Shown by the request layer.
    } finally {
      setExporting(null);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: '#f5f5f5' }}>
      <EditorHeader
        doc={doc}
        userName={session.userName}
        saveState={state}
        readOnly={readOnly}
        exporting={exporting}
        onSave={() => void save()}
        onExport={(f) => void exportAs(f)}
      />
      {reason && <Alert type={reason.includes('正在编辑') ? 'warning' : 'info'} showIcon banner title={reason} data-testid="read-only-banner" />}
      <div style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <div style={{ width: 280, flexShrink: 0, background: '#fff', borderRight: '1px solid #f0f0f0', display: 'flex', minHeight: 0 }}>
          <FieldPanel
            doc={doc}
            content={live}
            canRefresh={!readOnly}
            onRefresh={editing.refresh}
            onInsert={readOnly ? undefined : (f) => editorRef.current?.chain().focus().insertField(f).run()}
          />
        </div>
        <main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <DocumentEditor
            content={doc.content}
            page={doc.page}
            values={doc.values}
            fields={doc.fields}
            readOnly={readOnly}
            onChange={onChange}
            editorRef={editorRef}
            label={`${doc.title}正文`}
          />
        </main>
      </div>
      <ConflictDialog conflict={editing.conflict} onReload={editing.reload} onCancel={editing.dismissConflict} />
    </div>
  );
}
