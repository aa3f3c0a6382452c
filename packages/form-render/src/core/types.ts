import type { FieldWidgetOf, FormData, FormItemType, UploadedFile, Widget, WidgetState } from '@notaria/form-core';

/** Context given to upload callbacks. */
export interface UploadContext {
  /** Field name, or `subFormName.rowIndex.fieldName`. */
  path: string;
  widget: FieldWidgetOf<'file-upload'> | FieldWidgetOf<'picture-upload'>;
}

/**
 * Typed callbacks for a form's events. Each runs first; the matching event script stored in the
 * schema (if any) runs after it in the form's sandbox (see sandbox/form-scripts.ts).
 * Paths are field names, or `subFormName.rowIndex.fieldName` inside sub-form rows.
 */
export interface FormRenderCallbacks {
  /** Any value change, with the whole data after it. */
  onFieldChange?(path: string, value: unknown, oldValue: unknown, data: FormData): void;
  /** Form data changed; for changes inside sub-form rows this runs after 800 ms (debounced per sub-form). */
  onFormDataChange?(data: FormData, path: string, value: unknown, oldValue: unknown): void;
  /** Rows of a sub-form after a change in them (cell edit, add, insert, delete, move), after 800 ms. */
  onSubFormRowChange?(subFormName: string, rows: FormData[]): void;
  onSubFormRowAdd?(subFormName: string, rowIndex: number): void;
  onSubFormRowDelete?(subFormName: string, rowIndex: number, row: FormData): void;
  onFieldFocus?(path: string): void;
  onFieldBlur?(path: string): void;
  onButtonClick?(name: string, data: FormData): void;
  onAppendButtonClick?(path: string, value: unknown): void;
  onAlertClose?(name: string): void;
  /** Return false (or a promise of false) to cancel the upload. */
  onBeforeUpload?(file: File, ctx: UploadContext): boolean | void | Promise<boolean | void>;
  onUploadSuccess?(file: UploadedFile, response: unknown, ctx: UploadContext): void;
  /** When given, upload errors are left to it and no message is shown. */
  onUploadError?(error: Error, file: File, ctx: UploadContext): void;
  onFileRemove?(file: UploadedFile, ctx: UploadContext): void;
}

/** What a registered widget offers through `getWidgetRef(name)`. */
export interface WidgetRef {
  readonly widget: Widget;
  /** Name, or row path inside a sub-form. */
  readonly path: string;
  getValue(): unknown;
  setValue(value: unknown): void;
  getState(): WidgetState;
  setHidden(hidden: boolean): void;
  setDisabled(disabled: boolean): void;
  setRequired(required: boolean): void;
  /** Validates this field with every rule and shows the message. Null when valid. */
  validate(): string | null;
  clearValidate(): void;
  focus?(): void;
}

export interface TabRef extends WidgetRef {
  activate(paneName: string): void;
  getActivePane(): string | undefined;
}

export interface CardRef extends WidgetRef {
  fold(): void;
  unfold(): void;
  toggle(): void;
  isFolded(): boolean;
}

export interface SubFormRef extends WidgetRef {
  getRows(): unknown[];
  addRow(): void;
  insertRow(index: number): void;
  removeRow(index: number): void;
  moveRow(from: number, to: number): void;
}

export interface ControlProps<T extends FormItemType> {
  widget: FieldWidgetOf<T>;
  path: string;
  /** id of the control element, unique on the page; the label points at it. */
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  onFocus(): void;
  disabled: boolean;
  readonly: boolean;
  size: 'large' | 'middle' | 'small' | undefined;
  /** Lets a control add entries (e.g. focus, the editor) to its widget ref. */
  setRefExtras(extras: Partial<WidgetRef> & Record<string, unknown>): void;
}

export interface WidgetMeta {
  type: Widget['type'];
  /** Chinese name shown in the designer palette. */
  label: string;
  category: 'field' | 'container';
  /** Holds a value in form data. */
  formItem: boolean;
}

/** Map service configuration (AMap JS API 2.0). */
export interface MapConfig {
  key?: string;
  securityCode?: string;
  /** Script address; defaults to https://webapi.amap.com/maps. */
  scriptUrl?: string;
}
