import type { FormData, FormSchema, OptionItem, Widget, WidgetState } from '@notaria/form-core';
import type { FormRenderCallbacks } from '../core/types.ts';
import type { ScriptCall } from '../sandbox/script-types.ts';

export type StoreCallbacks = FormRenderCallbacks & { onChange?(data: FormData): void };

/** The page's message API as the runtime uses it (antd's message instance fits it). */
export interface FormMessages {
  success(text: string): unknown;
  info(text: string): unknown;
  warning(text: string): unknown;
  error(text: string, seconds?: number): unknown;
}

/** §8/§9: upload errors show for 3 seconds. */
export const UPLOAD_ERROR_SECONDS = 3;

/**
 * What event scripts, custom checks and the script host use of a FormStore. They take this
 * instead of the class, so the store and its helpers do not import each other.
 */
export interface ScriptedStore {
  readonly schema: FormSchema;
  widgetAt(path: string): Widget | undefined;
  subFormOf(fieldName: string): string | undefined;
  getValue(path: string): unknown;
  getData(): FormData;
  getOverrides(): Record<string, Partial<WidgetState>>;
  getRowKeys(subFormName: string): string[];
  getSubFormValues(name: string): FormData[];
  setValue(path: string, value: unknown): void;
  setData(value: FormData, opts?: { merge?: boolean }): void;
  setOverride(path: string, patch: Partial<WidgetState>): void;
  setOptionItems(path: string, items: OptionItem[]): void;
  runScript(call: ScriptCall): Promise<boolean | undefined> | undefined;
}
