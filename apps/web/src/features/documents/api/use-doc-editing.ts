import type { CaseDocumentDetail, DocContent } from '@notaria/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { notify } from '../../../lib/notify';
import type { DocEditCalls } from './doc-edit';

export type SaveState = 'saved' | 'dirty' | 'saving';

/** A save refused because someone saved first: what the user had, to copy before reloading. */
export interface Conflict {
  text: string;
}

/**
 * The document being edited: what the editor holds, its revision, saving (with the revision check), reloading and
 * refreshing from the case. `textOf` gives the editor's plain text for the conflict dialog.
 */
export function useDocEditing(calls: DocEditCalls, initial: CaseDocumentDetail, textOf: () => string) {
  const [doc, setDoc] = useState(initial);
  const [state, setState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const content = useRef<DocContent>(initial.content);
  // Counts edits, so an edit made while a save is on its way keeps the document 未保存.
  const edits = useRef(0);
  const saving = useRef<Promise<boolean> | null>(null);

  const edited = useCallback((c: DocContent) => {
    content.current = c;
    edits.current += 1;
    setState((s) => (s === 'saving' ? s : 'dirty'));
  }, []);

  const replace = useCallback((d: CaseDocumentDetail) => {
    content.current = d.content;
    edits.current = 0;
    setDoc(d);
    setState('saved');
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) return saving.current;
    if (edits.current === 0) return true;
    const at = edits.current;
    setState('saving');
    const run = calls
      .save({ revision: doc.revision, content: content.current, page: doc.page })
      .then((d) => {
        // The editor keeps its own content: only what the server decides (revision, values, missing) is taken.
        setDoc({ ...d, content: doc.content });
        edits.current -= at;
        setState(edits.current > 0 ? 'dirty' : 'saved');
        void notify.success('已保存');
        return true;
      })
      .catch((e: unknown) => {
        setState('dirty');
        if (e instanceof ApiError && e.status === 409) setConflict({ text: textOf() });
        else void notify.error(e instanceof ApiError ? e.display : '保存失败', 4);
        return false;
      })
      .finally(() => {
        saving.current = null;
      });
    saving.current = run;
    return run;
  }, [calls, doc, textOf]);

  const reload = useCallback(async () => {
    const d = await calls.get();
    replace(d);
    setConflict(null);
  }, [calls, replace]);

  /** 从业务刷新: saves first (the server refreshes what is stored), then shows the case's values now. */
  const refresh = useCallback(async () => {
    if (!(await save())) return;
    replace(await calls.refresh());
  }, [calls, replace, save]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (state === 'saved') return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return { doc, state, conflict, edited, save, reload, refresh, dismissConflict: () => setConflict(null) };
}
