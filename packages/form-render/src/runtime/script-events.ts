import { MESSAGES, parseFieldPath, type FormSchema, type Widget } from '@notaria/form-core';
import type { FormScripts, ScriptTarget } from '../sandbox/form-scripts.ts';
import { UPLOAD_ERROR_SECONDS, type FormMessages, type ScriptedStore, type StoreCallbacks } from './store-types.ts';
import { scriptTarget } from './script-host.ts';
import { formScript, widgetScript } from './scripts.ts';

/** What a form needs from the page to run its event scripts. */
export interface ScriptEnv {
  create(schema: FormSchema): FormScripts;
  message(): FormMessages;
}

type Outcome = Promise<boolean | undefined> | undefined;

/** Runs a widget's script for an event (e.g. onChange) with VForm's arguments; `this` is the widget at path. */
export function fireWidgetScript(
  store: ScriptedStore,
  path: string,
  key: string,
  args: unknown[] = [],
  widget: Widget | undefined = store.widgetAt(path),
): Outcome {
  const code = widgetScript(widget, key);
  if (!code || !widget) return undefined;
  let target: ScriptTarget;
  try {
    target = scriptTarget(store, path);
  } catch {
    target = { path, name: widget.options.name };
  }
  return store.runScript({ target, event: key, code, args });
}

/** Runs a form script (formConfig); `this` is the form. */
export function fireFormScript(store: ScriptedStore, key: string, args: unknown[] = []): Outcome {
  const code = formScript(store.schema, key);
  return code ? store.runScript({ event: key, code, args }) : undefined;
}

/** VForm's extra onChange arguments inside a sub-form row: the sub-form's rows and the row id. */
function rowArgs(store: ScriptedStore, path: string): unknown[] {
  const { subFormName, rowIndex } = parseFieldPath(path);
  if (subFormName === undefined) return [];
  return [store.getValue(subFormName), store.getRowKeys(subFormName)[rowIndex!]];
}

const fileInfo = (file: File) => ({ name: file.name, size: file.size, type: file.type, lastModified: file.lastModified });

/**
 * Each callback first, then the widget's (or form's) stored script for the same event. Scripts
 * run in the form's sandbox; their errors never reach the caller.
 */
export function withScripts(user: StoreCallbacks, store: ScriptedStore, env: ScriptEnv): StoreCallbacks {
  const fire = (path: string, key: string, args: unknown[] = []) => fireWidgetScript(store, path, key, args);
  const files = (path: string) => store.getValue(path) ?? [];
  return {
    ...user,
    onFieldChange(path, value, oldValue, data) {
      user.onFieldChange?.(path, value, oldValue, data);
      const widget = store.widgetAt(path);
      if (!widget || widget.type === 'sub-form') return;
      if (widget.type === 'input' || widget.type === 'textarea') fire(path, 'onInput', [value]);
      fire(path, 'onChange', [value, oldValue, ...rowArgs(store, path)]);
    },
    onFormDataChange(data, path, value, oldValue) {
      user.onFormDataChange?.(data, path, value, oldValue);
      const { fieldName, subFormName, rowIndex } = parseFieldPath(path);
      fireFormScript(store, 'onFormDataChange', [fieldName, value, oldValue, data, subFormName, rowIndex]);
    },
    onSubFormRowChange(name, rows) {
      user.onSubFormRowChange?.(name, rows);
      fire(name, 'onSubFormRowChange', [rows]);
    },
    onSubFormRowAdd(name, rowIndex) {
      user.onSubFormRowAdd?.(name, rowIndex);
      const rows = store.getSubFormValues(name);
      const key = rowIndex === rows.length - 1 ? 'onSubFormRowAdd' : 'onSubFormRowInsert';
      fire(name, key, [rows, store.getRowKeys(name)[rowIndex]]);
    },
    onSubFormRowDelete(name, rowIndex, row) {
      user.onSubFormRowDelete?.(name, rowIndex, row);
      fire(name, 'onSubFormRowDelete', [store.getSubFormValues(name), row]);
    },
    onFieldFocus(path) {
      user.onFieldFocus?.(path);
      fire(path, 'onFocus', [{ type: 'focus' }]);
    },
    onFieldBlur(path) {
      user.onFieldBlur?.(path);
      fire(path, 'onBlur', [{ type: 'blur' }]);
    },
    onButtonClick(name, data) {
      user.onButtonClick?.(name, data);
      fire(name, 'onClick');
    },
    onAppendButtonClick(path, value) {
      user.onAppendButtonClick?.(path, value);
      fire(path, 'onAppendButtonClick');
    },
    onAlertClose(name) {
      user.onAlertClose?.(name);
      fire(name, 'onClose');
    },
    onBeforeUpload(file, ctx) {
      const verdict = user.onBeforeUpload?.(file, ctx);
      if (!widgetScript(ctx.widget, 'onBeforeUpload')) return verdict;
      const script = () => fire(ctx.path, 'onBeforeUpload', [fileInfo(file)]);
      if (verdict instanceof Promise) return verdict.then((v) => (v === false ? false : script()));
      return verdict === false ? false : script();
    },
    onUploadSuccess(file, response, ctx) {
      user.onUploadSuccess?.(file, response, ctx);
      fire(ctx.path, 'onUploadSuccess', [response, file, files(ctx.path)]);
    },
    // §8: the upload error message is shown unless a callback or an error script takes it over.
    onUploadError(error, file, ctx) {
      user.onUploadError?.(error, file, ctx);
      if (widgetScript(ctx.widget, 'onUploadError')) {
        fire(ctx.path, 'onUploadError', [{ message: error.message }, fileInfo(file), files(ctx.path)]);
      } else if (!user.onUploadError) {
        env.message().error(MESSAGES.upload.uploadError(error.message), UPLOAD_ERROR_SECONDS);
      }
    },
    onFileRemove(file, ctx) {
      user.onFileRemove?.(file, ctx);
      fire(ctx.path, 'onFileRemove', [file, files(ctx.path)]);
    },
  };
}
