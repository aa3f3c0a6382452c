import type { FormSchema, ImportIssue } from '@notaria/form-core';
import { applyAction, coalesceKey, isSelectionAction, type DesignerAction } from './actions.ts';
import { importForm } from './config-ops.ts';
import { createDesignerState, type DesignerState } from './state.ts';

/** Consecutive edits of the same property of the same widget within this many ms are one undo step. */
export const COALESCE_MS = 1000;

/** The designer session: every state that can be undone or redone, without limit. */
export interface DesignerHistory {
  past: DesignerState[];
  present: DesignerState;
  future: DesignerState[];
  /** The last property edit, for coalescing. */
  lastEdit: { key: string; at: number } | null;
  /** Report of the last import (kept until the next import). */
  importIssues: ImportIssue[] | null;
}

export interface DispatchResult {
  history: DesignerHistory;
  /** Why the action was refused; null when it was applied. */
  error: string | null;
}

export interface DispatchOptions {
  /** Clock for coalescing (ms). */
  now?: number;
  random?: () => number;
}

export function createHistory(schema?: FormSchema): DesignerHistory {
  return { past: [], present: createDesignerState(schema), future: [], lastEdit: null, importIssues: null };
}

function commit(h: DesignerHistory, next: DesignerState, lastEdit: DesignerHistory['lastEdit'], merge: boolean): DesignerHistory {
  return {
    ...h,
    past: merge ? h.past : [...h.past, h.present],
    present: next,
    future: [],
    lastEdit,
  };
}

/** Applies an action and records it as an undo step (selection changes are not steps). */
export function dispatch(h: DesignerHistory, action: DesignerAction, opts: DispatchOptions = {}): DispatchResult {
  const result = applyAction(h.present, action, opts.random);
  if (!result.ok) return { history: h, error: result.error };
  if (isSelectionAction(action)) {
    return { history: { ...h, present: result.state, lastEdit: null }, error: null };
  }
  const now = opts.now ?? Date.now();
  const key = coalesceKey(action.type === 'updateOption' && !action.id ? { ...action, id: h.present.selectedId ?? '' } : action);
  const merge = key !== null && h.lastEdit?.key === key && now - h.lastEdit.at <= COALESCE_MS && h.past.length > 0;
  return { history: commit(h, result.state, key ? { key, at: now } : null, merge), error: null };
}

/** Imports our JSON or VForm's; an import is one undo step and its report is kept. */
export function importIntoHistory(h: DesignerHistory, input: unknown): DispatchResult {
  const { result, issues } = importForm(h.present, input);
  if (!result.ok) return { history: { ...h, importIssues: issues }, error: result.error };
  return { history: { ...commit(h, result.state, null, false), importIssues: issues }, error: null };
}

export const canUndo = (h: DesignerHistory) => h.past.length > 0;
export const canRedo = (h: DesignerHistory) => h.future.length > 0;

export function undo(h: DesignerHistory): DesignerHistory {
  if (!canUndo(h)) return h;
  const previous = h.past[h.past.length - 1];
  return { ...h, past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastEdit: null };
}

export function redo(h: DesignerHistory): DesignerHistory {
  if (!canRedo(h)) return h;
  const [next, ...rest] = h.future;
  return { ...h, past: [...h.past, h.present], present: next, future: rest, lastEdit: null };
}
