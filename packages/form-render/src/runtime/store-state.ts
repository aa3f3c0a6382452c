import {
  buildInitialData,
  evaluateLinkage,
  getSubFormRows,
  getValueAtPath,
  parseFieldPath,
  pickFormData,
  walkWidgets,
  type FormData,
  type FormSchema,
  type OptionItem,
  type Widget,
  type WidgetState,
} from '@notaria/form-core';

const NO_STATE: WidgetState = { hidden: false, required: false, disabled: false };
const sameState = (a: WidgetState, b: WidgetState) => a.hidden === b.hidden && a.required === b.required && a.disabled === b.disabled;

/** Widgets by name, and the sub-form each field inside a sub-form belongs to. */
export function indexWidgets(schema: FormSchema): { widgets: Map<string, Widget>; subForms: Map<string, string> } {
  const widgets = new Map<string, Widget>();
  const subForms = new Map<string, string>();
  walkWidgets(schema.widgetList, ({ widget, subForm }) => {
    const name = widget.options.name;
    if (!name || widgets.has(name)) return;
    widgets.set(name, widget);
    if (subForm) subForms.set(name, subForm.options.name);
  });
  return { widgets, subForms };
}

let rowKeySeq = 0;
export const newRowKey = () => `row${++rowKeySeq}`;

/**
 * The state of one rendered form and its subscriptions: data, widget states (options, linkage and
 * run-time overrides), field messages and sub-form row keys. Components read slices of it with
 * useSyncExternalStore (hooks in core/context.ts), so a keystroke re-renders only the field it
 * changed. FormStore adds the writes, validation, sub-form edits, widget refs and event scripts.
 */
export class StoreState {
  schema: FormSchema;
  protected data: FormData;
  protected states: Record<string, WidgetState> = {};
  protected overrides: Record<string, Partial<WidgetState>> = {};
  protected optionOverrides: Record<string, OptionItem[]> = {};
  protected errors: Record<string, string> = {};
  protected formDisabled = false;
  protected rowKeys: Record<string, string[]> = {};
  protected widgets = new Map<string, Widget>();
  protected subForms = new Map<string, string>();
  protected listeners = new Set<() => void>();
  protected pathListeners = new Map<string, Set<() => void>>();

  constructor(schema: FormSchema, value?: FormData) {
    this.schema = schema;
    ({ widgets: this.widgets, subForms: this.subForms } = indexWidgets(schema));
    this.data = this.relink({ ...buildInitialData(schema), ...pickFormData(schema, value ?? {}) });
    this.syncRowKeys();
  }

  // ---- subscriptions -------------------------------------------------------------------------
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Listens to changes of one field (value, state, message) and to form-wide changes. */
  subscribePath(path: string, listener: () => void): () => void {
    let set = this.pathListeners.get(path);
    if (!set) this.pathListeners.set(path, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.pathListeners.get(path) === set) this.pathListeners.delete(path);
    };
  }

  /** Whole-form listeners always; field listeners of the given path(s) only, or of every field without. */
  protected notify(paths?: string | Iterable<string>) {
    for (const l of [...this.listeners]) l();
    if (paths === undefined) {
      for (const set of [...this.pathListeners.values()]) for (const l of [...set]) l();
      return;
    }
    for (const path of typeof paths === 'string' ? [paths] : paths) {
      for (const l of [...(this.pathListeners.get(path) ?? [])]) l();
    }
  }

  /** Linkage can only change other fields when the form has rules or the row count of a sub-form changes. */
  protected needsRelink(path: string): boolean {
    const rules = this.schema.formConfig.linkage;
    if (Array.isArray(rules) && rules.length > 0) return true;
    return parseFieldPath(path).subFormName !== undefined || this.widgets.get(path)?.type === 'sub-form';
  }

  // ---- reading -------------------------------------------------------------------------------
  getData(): FormData {
    return this.data;
  }

  getValue(path: string): unknown {
    return getValueAtPath(this.data, path);
  }

  getState(path: string): WidgetState {
    return this.states[path] ?? NO_STATE;
  }

  /** Run-time state overrides (setHidden/setDisabled/setRequired), keyed by name or row path. */
  getOverrides(): Record<string, Partial<WidgetState>> {
    return this.overrides;
  }

  getError(path: string): string | undefined {
    return this.errors[path];
  }

  getErrors(): Record<string, string> {
    return this.errors;
  }

  isFormDisabled(): boolean {
    return this.formDisabled;
  }

  getRowKeys(subFormName: string): string[] {
    return this.rowKeys[subFormName] ?? [];
  }

  /** The widget a name or row path refers to. */
  widgetAt(path: string): Widget | undefined {
    return this.widgets.get(parseFieldPath(path).fieldName);
  }

  /** The sub-form holding a field (by its name), undefined outside sub-forms. */
  subFormOf(fieldName: string): string | undefined {
    return this.subForms.get(fieldName);
  }

  /** Options loaded at run time (a script's loadOptions) for a radio, checkbox or select; undefined: the schema's. */
  getOptionItems(path: string): OptionItem[] | undefined {
    return this.optionOverrides[path];
  }

  getSubFormValues(name: string): FormData[] {
    return getSubFormRows(this.schema, this.data, name);
  }

  protected setErrorSilently(path: string, message: string | null) {
    if ((this.errors[path] ?? null) === message) return;
    const next = { ...this.errors };
    if (message) next[path] = message;
    else delete next[path];
    this.errors = next;
  }

  protected syncRowKeys(force = false) {
    const next: Record<string, string[]> = {};
    for (const [name, widget] of this.widgets) {
      if (widget.type !== 'sub-form') continue;
      const rows = Array.isArray(this.data[name]) ? (this.data[name] as unknown[]) : [];
      const keys = force ? [] : (this.rowKeys[name] ?? []);
      next[name] = rows.map((_, i) => keys[i] ?? newRowKey());
    }
    this.rowKeys = next;
  }

  /** Applies linkage; keeps state objects whose content did not change; drops messages of hidden fields. */
  protected relink(data: FormData): FormData {
    const linked = evaluateLinkage(this.schema, data);
    const next: Record<string, WidgetState> = {};
    let errors = this.errors;
    for (const [key, base] of Object.entries(linked.states)) {
      const merged = this.overrides[key] ? { ...base, ...this.overrides[key] } : base;
      const prev = this.states[key];
      next[key] = prev && sameState(prev, merged) ? prev : merged;
      if (merged.hidden && errors[key]) {
        errors = { ...errors };
        delete errors[key];
      }
    }
    this.states = next;
    this.errors = errors;
    return linked.data;
  }
}
