/** The widget a script runs for; scripts see it as `this`. */
export interface ScriptTarget {
  path: string;
  name: string;
  subFormName?: string;
  subFormRowIndex?: number;
}

export interface ScriptCall {
  /** Undefined for form scripts (formConfig): `this` is then the form. */
  target?: ScriptTarget;
  /** Option key, e.g. onChange; selects the parameter names. */
  event: string;
  code: string;
  args?: unknown[];
}

export type MessageType = 'success' | 'info' | 'warning' | 'error';
export type StateKey = 'hidden' | 'disabled' | 'required';

/** The only things scripts can do outside the sandbox. Values arrive as fresh JSON-parsed data. */
export interface ScriptHost {
  /** Throws (未找到组件引用) for an unknown name or path. */
  widget(path: string): ScriptTarget;
  getValue(path: string): unknown;
  setValue(path: string, value: unknown): void;
  getData(): Record<string, unknown>;
  setData(data: unknown): void;
  setState(path: string, key: StateKey, flag: boolean): void;
  /** Replaces the options of a radio, checkbox or select; throws for other widgets. */
  setOptions(path: string, items: unknown): void;
  message(type: MessageType, text: string): void;
}

export interface FormScriptsOptions {
  /** formConfig.functions: evaluated once as global code, so its functions are visible to every script. */
  functions?: string;
  timeLimitMs?: number;
  /** Cap of the form's WebAssembly memory (at least the engine's 16 MB start). */
  memoryLimitBytes?: number;
}
