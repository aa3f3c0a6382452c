import type { FormSchema, Widget } from '@notaria/form-core';
import type { DesignerAction } from './actions.ts';
import { exportForm } from './config-ops.ts';
import { canRedo, canUndo, createHistory, dispatch, importIntoHistory, redo, undo, type DesignerHistory, type DispatchOptions } from './history.ts';
import { widgetById } from './tree-ops.ts';

/** A small observable holder of the history, for React (useSyncExternalStore) or any other view. */
export class DesignerStore {
  private history: DesignerHistory;
  private listeners = new Set<() => void>();
  /** Copied widget for paste (Ctrl+C / Ctrl+V). */
  clipboard: Widget | null = null;

  constructor(
    schema?: FormSchema,
    private readonly options: Omit<DispatchOptions, 'now'> & { clock?: () => number } = {},
  ) {
    this.history = createHistory(schema);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getHistory = (): DesignerHistory => this.history;

  get state() {
    return this.history.present;
  }

  get selected(): Widget | null {
    return widgetById(this.state.schema, this.state.selectedId);
  }

  private set(next: DesignerHistory) {
    if (next === this.history) return;
    this.history = next;
    for (const l of this.listeners) l();
  }

  /** Applies an action; returns the reason when it was refused. */
  dispatch(action: DesignerAction): string | null {
    const { history, error } = dispatch(this.history, action, {
      now: this.options.clock?.() ?? Date.now(),
      random: this.options.random,
    });
    this.set(history);
    return error;
  }

  importJson(input: unknown): string | null {
    const { history, error } = importIntoHistory(this.history, input);
    this.set(history);
    return error;
  }

  exportJson(): string {
    return exportForm(this.state.schema);
  }

  undo(): boolean {
    const ok = canUndo(this.history);
    this.set(undo(this.history));
    return ok;
  }

  redo(): boolean {
    const ok = canRedo(this.history);
    this.set(redo(this.history));
    return ok;
  }

  canUndo = () => canUndo(this.history);
  canRedo = () => canRedo(this.history);

  copySelected(): boolean {
    const w = this.selected;
    if (!w || w.type === 'table-cell' || w.type === 'grid-col' || w.type === 'tab-pane') return false;
    this.clipboard = structuredClone(w);
    return true;
  }

  paste(): string | null {
    if (!this.clipboard) return '剪贴板为空';
    return this.dispatch({ type: 'paste', widget: this.clipboard });
  }

  /** Replaces the whole form (a new value from outside) and starts a new history. */
  reset(schema: FormSchema): void {
    this.set(createHistory(schema));
  }
}
