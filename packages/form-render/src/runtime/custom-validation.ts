import { buildFormRules, fieldTitle, MESSAGES, type FieldError, type FormValidationResult, type Widget } from '@notaria/form-core';
import type { FormScripts } from '../sandbox/form-scripts.ts';
import type { ScriptedStore } from './store-types.ts';
import { scriptTarget } from './script-host.ts';
import { widgetScript } from './scripts.ts';

/** Shown by validate() while the sandbox is still loading: a custom check is never skipped on submit. */
export const customCheckPending = (label: string) => `${label}的自定义校验正在加载，请稍后再试`;

/**
 * A field's custom validation script (onValidate): its message, '' when it passes or has no script,
 * null while the sandbox is loading. Runs only after the built-in rules passed.
 */
export function runCustomCheck(store: ScriptedStore, scripts: FormScripts | null, path: string, widget: Widget): string | null {
  const code = widgetScript(widget, 'onValidate');
  if (!code || !scripts) return '';
  let target;
  try {
    target = scriptTarget(store, path);
  } catch {
    return '';
  }
  return scripts.check(target, code, store.getValue(path), fieldTitle(widget.options));
}

/** validate()'s result with the custom checks of every shown field that passed the built-in rules, in form order. */
export function withCustomChecks(store: ScriptedStore, scripts: FormScripts | null, result: FormValidationResult): FormValidationResult {
  if (!scripts) return result;
  const builtIn = new Map(result.errors.map((e) => [e.path, e]));
  const errors: FieldError[] = [];
  for (const path of Object.keys(buildFormRules(store.schema, store.getData(), { overrides: store.getOverrides() }))) {
    const known = builtIn.get(path);
    builtIn.delete(path);
    const widget = store.widgetAt(path);
    if (known || !widget) {
      if (known) errors.push(known);
      continue;
    }
    const verdict = runCustomCheck(store, scripts, path, widget);
    const message = verdict === null ? customCheckPending(fieldTitle(widget.options)) : verdict;
    if (message) errors.push({ path, message });
  }
  errors.push(...builtIn.values());
  if (errors.length === result.errors.length) return result;
  return { ...result, valid: false, errors, message: MESSAGES.formValidationFailed };
}
