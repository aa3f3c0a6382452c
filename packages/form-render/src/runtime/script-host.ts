import { isFormItem, MESSAGES, parseFieldPath, type FormData, type OptionItem } from '@notaria/form-core';
import type { ScriptHost, ScriptTarget } from '../sandbox/form-scripts.ts';
import type { FormMessages, ScriptedStore } from './store-types.ts';

const isRecord = (v: unknown): v is FormData => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a widget path means to a script (`this.name`, `this.subFormName`, …). */
export function scriptTarget(store: ScriptedStore, path: string): ScriptTarget {
  const widget = store.widgetAt(path);
  const { subFormName, rowIndex, fieldName } = parseFieldPath(path);
  // A field inside a sub-form is only reachable through a row that exists: subForm.row.field.
  const missing =
    !widget || store.subFormOf(fieldName) !== subFormName || (subFormName !== undefined && rowIndex! >= store.getSubFormValues(subFormName).length);
  if (missing) throw new Error(MESSAGES.refNotFound(path));
  return { path, name: widget.options.name, subFormName, subFormRowIndex: rowIndex };
}

const OPTION_WIDGETS = new Set(['radio', 'checkbox', 'select']);
const MAX_OPTIONS = 1000;

/** Options from a script: entries with a string or number value; the label defaults to the value. */
function toOptionItems(items: unknown): OptionItem[] {
  if (!Array.isArray(items)) throw new Error('选项必须是数组');
  return items.slice(0, MAX_OPTIONS).flatMap((item) => {
    if (!isRecord(item) || (typeof item.value !== 'string' && typeof item.value !== 'number')) return [];
    const label = typeof item.label === 'string' || typeof item.label === 'number' ? String(item.label) : String(item.value);
    return [{ label, value: item.value, disabled: item.disabled === true }];
  });
}

/** The form seen from the sandbox: names and row paths only, values as plain data. */
export function createScriptHost(store: ScriptedStore, message: () => FormMessages): ScriptHost {
  const field = (path: string) => {
    scriptTarget(store, path);
    if (!isFormItem(store.widgetAt(path)!)) throw new Error(`组件 ${path} 没有可读写的值`);
  };
  return {
    widget: (path) => scriptTarget(store, path),
    getValue: (path) => {
      field(path);
      return store.getValue(path);
    },
    setValue: (path, value) => {
      field(path);
      store.setValue(path, value);
    },
    getData: () => store.getData(),
    setData: (data) => {
      if (!isRecord(data)) throw new Error('表单数据必须是对象');
      store.setData(data, { merge: true });
    },
    setState: (path, key, flag) => {
      scriptTarget(store, path);
      store.setOverride(path, { [key]: flag });
    },
    setOptions: (path, items) => {
      scriptTarget(store, path);
      if (!OPTION_WIDGETS.has(store.widgetAt(path)!.type)) throw new Error(`组件 ${path} 没有选项`);
      store.setOptionItems(path, toOptionItems(items));
    },
    message: (type, text) => void message()[type](text),
  };
}
