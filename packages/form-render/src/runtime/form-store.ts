import {
  blankSubFormRow,
  buildFieldRules,
  buildInitialData,
  FormCoreError,
  MESSAGES,
  parseFieldPath,
  pickFormData,
  runRules,
  setValueAtPath,
  validateForm,
  type FormData,
  type FormSchema,
  type FormValidationResult,
  type OptionItem,
  type RuleTrigger,
  type SubFormWidget,
  type WidgetState,
} from '@notaria/form-core';
import type { WidgetRef } from '../core/types.ts';
import type { FormScripts, ScriptCall } from '../sandbox/form-scripts.ts';
import { withScripts, type ScriptEnv } from './script-events.ts';
import { findScripts, formScript, widgetScript } from './scripts.ts';
import { runCustomCheck, withCustomChecks } from './custom-validation.ts';
import { indexWidgets, newRowKey, StoreState } from './store-state.ts';
import type { StoreCallbacks } from './store-types.ts';

export type { StoreCallbacks } from './store-types.ts';

export const SUB_FORM_CHANGE_DELAY = 800;

/**
 * One rendered form (see StoreState): value and state writes with linkage, validation, sub-form
 * rows, widget refs, callbacks and the event scripts that follow them. React-free.
 */
export class FormStore extends StoreState {
  private userCallbacks: StoreCallbacks = {};
  private composed: StoreCallbacks | null = null;
  private scriptEnv: ScriptEnv | null = null;
  private scripts: FormScripts | null = null;
  private scriptsOf: FormSchema | null = null;
  private foundScripts: string[] = [];
  private refs = new Map<string, WidgetRef>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

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
