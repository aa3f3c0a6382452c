import {
  blankSubFormRow,
  buildFieldRules,
  buildInitialData,
  evaluateLinkage,
  FormCoreError,
  getSubFormRows,
  getValueAtPath,
  MESSAGES,
  parseFieldPath,
  pickFormData,
  runRules,
  setValueAtPath,
  validateForm,
  walkWidgets,
  type FormData,
  type FormSchema,
  type FormValidationResult,
  type OptionItem,
  type RuleTrigger,
  type SubFormWidget,
  type Widget,
  type WidgetState,
} from '@notaria/form-core';
import type { FormRenderCallbacks, WidgetRef } from './types.ts';
import type { FormScripts, ScriptCall } from '../sandbox/form-scripts.ts';
import { withScripts, type ScriptEnv } from './script-events.ts';
import { findScripts, formScript, widgetScript } from './scripts.ts';
import { runCustomCheck, withCustomChecks } from './custom-validation.ts';

export type StoreCallbacks = FormRenderCallbacks & { onChange?(data: FormData): void };

export const SUB_FORM_CHANGE_DELAY = 800;

const NO_STATE: WidgetState = { hidden: false, required: false, disabled: false };
const sameState = (a: WidgetState, b: WidgetState) =>
  a.hidden === b.hidden && a.required === b.required && a.disabled === b.disabled;

/** Widgets by name, and the sub-form each field inside a sub-form belongs to. */
function indexWidgets(schema: FormSchema): { widgets: Map<string, Widget>; subForms: Map<string, string> } {
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
const newRowKey = () => `row${++rowKeySeq}`;

/**
 * Holds one rendered form: data, widget states (options, linkage and run-time overrides), field
 * errors and the registered widget refs. Components read slices of it with useSyncExternalStore,
 * so a keystroke re-renders only the field it changed.
 */
export class FormStore {
  schema: FormSchema;
  private userCallbacks: StoreCallbacks = {};
  private composed: StoreCallbacks | null = null;
  private scriptEnv: ScriptEnv | null = null;
  private scripts: FormScripts | null = null;
  private scriptsOf: FormSchema | null = null;
  private foundScripts: string[] = [];
  private data: FormData;
  private states: Record<string, WidgetState> = {};
  private overrides: Record<string, Partial<WidgetState>> = {};
  private optionOverrides: Record<string, OptionItem[]> = {};
  private errors: Record<string, string> = {};
  private formDisabled = false;
  private rowKeys: Record<string, string[]> = {};
  private widgets = new Map<string, Widget>();
  private subForms = new Map<string, string>();
  private refs = new Map<string, WidgetRef>();
  private listeners = new Set<() => void>();
  private pathListeners = new Map<string, Set<() => void>>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

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
  private notify(paths?: string | Iterable<string>) {
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
  private needsRelink(path: string): boolean {
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

  // ---- callbacks and event scripts -----------------------------------------------------------
  /** The given callbacks, each followed by the matching stored event script while scripts are on. */
  get callbacks(): StoreCallbacks {
    return (this.composed ??= this.scriptEnv ? withScripts(this.userCallbacks, this, this.scriptEnv) : this.userCallbacks);
  }

  set callbacks(callbacks: StoreCallbacks) {
    this.userCallbacks = callbacks;
    this.composed = null;
  }

  /** Turns event scripts on (with what they need from the page) or off (null: the runner is dropped). */
  setScriptEnv(env: ScriptEnv | null): void {
    if (env === this.scriptEnv) return;
    this.scriptEnv = env;
    this.composed = null;
    if (!env) this.disposeScripts();
  }

  /**
   * Runs a stored script (undefined while scripts are off). The form's sandbox is made on first
   * use, and runs formConfig.onFormCreated before anything else.
   */
  runScript(call: ScriptCall): Promise<boolean | undefined> | undefined {
    return this.ensureScripts()?.fire(call);
  }

  /** Starts the sandbox now when the form has any script (so onFormCreated runs without other events). */
  startScripts(): void {
    this.ensureScripts();
  }

  disposeScripts(): void {
    this.scripts?.dispose();
    this.scripts = null;
  }

  /** Where the schema holds scripts; looked up once per schema (each validation asks, and the answer walks it all). */
  private scriptKeys(): string[] {
    if (this.scriptsOf !== this.schema) this.foundScripts = findScripts((this.scriptsOf = this.schema));
    return this.foundScripts;
  }

  private ensureScripts(): FormScripts | null {
    if (!this.scriptEnv) return null;
    if (!this.scripts) {
      if (!this.scriptKeys().length) return null;
      this.scripts = this.scriptEnv.create(this.schema);
      const created = formScript(this.schema, 'onFormCreated');
      if (created) void this.scripts.fire({ event: 'onFormCreated', code: created });
    }
    return this.scripts;
  }

  // ---- writing -------------------------------------------------------------------------------
  /** A user or API value change: linkage, change-triggered rules (for user input), callbacks. */
  setValue(path: string, value: unknown, opts: { validate?: boolean } = {}): void {
    const old = this.getValue(path);
    if (Object.is(old, value)) return;
    const next = setValueAtPath(this.data, path, value);
    const relink = this.needsRelink(path);
    this.data = relink ? this.relink(next) : next;
    if (opts.validate) this.runFieldRules(path, 'change');
    this.notify(relink ? undefined : path);
    this.emitChange(path, value, old);
  }

  /** Replaces the data (keys the schema does not define are dropped); no validation. */
  setData(value: FormData, opts: { merge?: boolean } = {}): void {
    const base = opts.merge ? this.data : buildInitialData(this.schema);
    this.data = this.relink({ ...base, ...pickFormData(this.schema, value ?? {}) });
    this.syncRowKeys(true);
    this.notify();
    this.callbacks.onChange?.(this.data);
  }

  /** Default values again, messages cleared. */
  reset(): void {
    this.errors = {};
    this.setData({});
  }

  setSchema(schema: FormSchema): void {
    if (schema === this.schema) return;
    this.schema = schema;
    ({ widgets: this.widgets, subForms: this.subForms } = indexWidgets(schema));
    this.data = this.relink({ ...buildInitialData(schema), ...pickFormData(schema, this.data) });
    this.syncRowKeys(true);
    this.notify();
  }

  setFormDisabled(disabled: boolean): void {
    if (this.formDisabled === disabled) return;
    this.formDisabled = disabled;
    this.notify();
  }

  /** Run-time state change (setHidden/setDisabled/setRequired on a widget ref). */
  setOverride(path: string, patch: Partial<WidgetState>): void {
    this.overrides = { ...this.overrides, [path]: { ...this.overrides[path], ...patch } };
    this.data = this.relink(this.data);
    this.notify();
  }

  /** Options loaded at run time (a script's loadOptions) for a radio, checkbox or select; undefined: the schema's. */
  getOptionItems(path: string): OptionItem[] | undefined {
    return this.optionOverrides[path];
  }

  setOptionItems(path: string, items: OptionItem[]): void {
    this.optionOverrides = { ...this.optionOverrides, [path]: items };
    this.notify(path);
  }

  // ---- validation ----------------------------------------------------------------------------
  /** Rules of one field for a trigger ('blur' or 'change'); all rules when trigger is omitted. */
  validateField(path: string, trigger?: RuleTrigger): string | null {
    const message = this.runFieldRules(path, trigger);
    this.notify(path);
    return message;
  }

  private runFieldRules(path: string, trigger?: RuleTrigger): string | null {
    const widget = this.widgetAt(path);
    if (!widget) return null;
    const state = this.getState(path);
    const rules = buildFieldRules(widget, state).filter((r) => !trigger || r.trigger.includes(trigger));
    // A custom script runs after the built-in rules pass; while the sandbox loads, validate() holds the form back.
    let message = runRules(rules, this.getValue(path), this.data);
    if (!message && !state.hidden && widgetScript(widget, 'onValidate')) message = runCustomCheck(this, this.ensureScripts(), path, widget) || null;
    this.setErrorSilently(path, message);
    return message;
  }

  clearValidate(path?: string): void {
    if (path === undefined) this.errors = {};
    else this.setErrorSilently(path, null);
    this.notify(path);
  }

  private setErrorSilently(path: string, message: string | null) {
    if ((this.errors[path] ?? null) === message) return;
    const next = { ...this.errors };
    if (message) next[path] = message;
    else delete next[path];
    this.errors = next;
  }

  /** form-core's validateForm with run-time overrides; messages are shown on the fields. */
  validate(): FormValidationResult {
    let result = validateForm(this.schema, this.data, { overrides: this.overrides });
    if (this.scriptKeys().some((key) => key.endsWith('.onValidate'))) result = withCustomChecks(this, this.ensureScripts(), result);
    const before = this.errors;
    this.errors = Object.fromEntries(result.errors.map((e) => [e.path, e.message]));
    const changed = new Set([...Object.keys(before), ...Object.keys(this.errors)]);
    for (const path of changed) if (before[path] === this.errors[path]) changed.delete(path);
    this.notify(changed);
    return result;
  }

  // ---- sub-forms -----------------------------------------------------------------------------
  getSubFormValues(name: string): FormData[] {
    return getSubFormRows(this.schema, this.data, name);
  }

  private subForm(name: string): SubFormWidget {
    const widget = this.widgets.get(name);
    if (!widget) throw new FormCoreError('REF_NOT_FOUND', MESSAGES.refNotFound(name));
    if (widget.type !== 'sub-form') throw new FormCoreError('NOT_SUB_FORM', MESSAGES.notSubForm(name));
    return widget;
  }

  private updateRows(name: string, edit: (rows: FormData[], keys: string[]) => void): FormData[] {
    const rows = [...this.getSubFormValues(name)];
    const keys = [...this.getRowKeys(name)];
    edit(rows, keys);
    this.rowKeys = { ...this.rowKeys, [name]: keys };
    this.dropRowOverrides(name);
    const old = this.data[name];
    this.data = this.relink({ ...this.data, [name]: rows });
    this.notify();
    this.emitChange(name, this.data[name], old);
    return rows;
  }

  insertSubFormRow(name: string, index?: number): void {
    const sub = this.subForm(name);
    let at = 0;
    this.updateRows(name, (rows, keys) => {
      at = index === undefined ? rows.length : Math.max(0, Math.min(index, rows.length));
      rows.splice(at, 0, blankSubFormRow(sub));
      keys.splice(at, 0, newRowKey());
    });
    this.callbacks.onSubFormRowAdd?.(name, at);
  }

  removeSubFormRow(name: string, index: number): void {
    this.subForm(name);
    let removed: FormData | undefined;
    this.updateRows(name, (rows, keys) => {
      removed = rows.splice(index, 1)[0];
      keys.splice(index, 1);
    });
    if (removed) this.callbacks.onSubFormRowDelete?.(name, index, removed);
  }

  moveSubFormRow(name: string, from: number, to: number): void {
    this.subForm(name);
    const count = this.getSubFormValues(name).length;
    if (from < 0 || from >= count || to < 0 || to >= count || from === to) return;
    this.updateRows(name, (rows, keys) => {
      rows.splice(to, 0, ...rows.splice(from, 1));
      keys.splice(to, 0, ...keys.splice(from, 1));
    });
  }

  private dropRowOverrides(name: string) {
    const prefix = `${name}.`;
    this.overrides = Object.fromEntries(Object.entries(this.overrides).filter(([k]) => !k.startsWith(prefix)));
    this.errors = Object.fromEntries(Object.entries(this.errors).filter(([k]) => !k.startsWith(prefix)));
  }

  private syncRowKeys(force = false) {
    const next: Record<string, string[]> = {};
    for (const [name, widget] of this.widgets) {
      if (widget.type !== 'sub-form') continue;
      const rows = Array.isArray(this.data[name]) ? (this.data[name] as unknown[]) : [];
      const keys = force ? [] : (this.rowKeys[name] ?? []);
      next[name] = rows.map((_, i) => keys[i] ?? newRowKey());
    }
    this.rowKeys = next;
  }

  // ---- widget refs ---------------------------------------------------------------------------
  register(path: string, ref: WidgetRef): () => void {
    this.refs.set(path, ref);
    return () => {
      if (this.refs.get(path) === ref) this.refs.delete(path);
    };
  }

  /** Throws FormCoreError (REF_NOT_FOUND) with the 'reference not found' hint. */
  getWidgetRef<R extends WidgetRef = WidgetRef>(path: string): R {
    const ref = this.refs.get(path);
    if (!ref) throw new FormCoreError('REF_NOT_FOUND', MESSAGES.refNotFound(path));
    return ref as R;
  }

  findWidgetRef<R extends WidgetRef = WidgetRef>(path: string): R | null {
    return (this.refs.get(path) as R | undefined) ?? null;
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.disposeScripts();
  }

  // ---- internals -----------------------------------------------------------------------------
  /** Applies linkage; keeps state objects whose content did not change; drops messages of hidden fields. */
  private relink(data: FormData): FormData {
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

  private emitChange(path: string, value: unknown, old: unknown) {
    const cb = this.callbacks;
    cb.onChange?.(this.data);
    cb.onFieldChange?.(path, value, old, this.data);
    const { subFormName } = parseFieldPath(path);
    const sub = subFormName ?? (this.widgets.get(path)?.type === 'sub-form' ? path : undefined);
    if (sub === undefined) {
      cb.onFormDataChange?.(this.data, path, value, old);
      return;
    }
    const pending = this.timers.get(sub);
    if (pending) clearTimeout(pending);
    this.timers.set(
      sub,
      setTimeout(() => {
        this.timers.delete(sub);
        const rows = Array.isArray(this.data[sub]) ? (this.data[sub] as FormData[]) : [];
        this.callbacks.onSubFormRowChange?.(sub, rows);
        this.callbacks.onFormDataChange?.(this.data, path, value, old);
      }, SUB_FORM_CHANGE_DELAY),
    );
  }
}
