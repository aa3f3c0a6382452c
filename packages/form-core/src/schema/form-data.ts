import type { FormData } from '../types/common.ts';
import type { SubFormWidget, Widget } from '../types/containers.ts';
import type { FormSchema } from '../types/schema.ts';
import { MESSAGES } from '../messages.ts';
import { childLists, findWidgetByName, isFormItem } from './tree.ts';

/** Thrown for a missing widget reference or a widget that is not a sub-form. */
export class FormCoreError extends Error {
  constructor(
    readonly code: 'REF_NOT_FOUND' | 'NOT_SUB_FORM',
    message: string,
  ) {
    super(message);
    this.name = 'FormCoreError';
  }
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

function fill(list: Widget[], into: FormData): void {
  for (const widget of list) {
    if (widget.type === 'sub-form') {
      into[widget.options.name] = widget.options.showBlankRow ? [blankSubFormRow(widget)] : [];
    } else if (isFormItem(widget)) {
      into[widget.options.name] = clone((widget.options as { defaultValue?: unknown }).defaultValue ?? null);
    } else {
      for (const children of childLists(widget)) fill(children, into);
    }
  }
}

/** A new sub-form row holding each inner field's default value. */
export function blankSubFormRow(subForm: SubFormWidget): FormData {
  const row: FormData = {};
  fill(subForm.widgetList, row);
  return row;
}

/** Initial form data: each field's default value; a sub-form starts with one blank row if showBlankRow. */
export function buildInitialData(schema: FormSchema): FormData {
  const data: FormData = {};
  fill(schema.widgetList, data);
  return data;
}

/** Keeps only the keys the schema defines (fields and sub-forms, and their row fields). */
export function pickFormData(schema: FormSchema, data: FormData): FormData {
  const keep = (list: Widget[], source: FormData, into: FormData) => {
    for (const widget of list) {
      const name = widget.options.name;
      if (widget.type === 'sub-form') {
        const rows = source[name];
        if (Array.isArray(rows)) {
          into[name] = rows.map((r) => {
            const row: FormData = {};
            if (typeof r === 'object' && r !== null) keep(widget.widgetList, r as FormData, row);
            return row;
          });
        }
      } else if (isFormItem(widget)) {
        if (name in source) into[name] = source[name];
      } else {
        for (const children of childLists(widget)) keep(children, source, into);
      }
    }
  };
  const out: FormData = {};
  keep(schema.widgetList, data, out);
  return out;
}

/** The rows of a sub-form; throws FormCoreError for an unknown name or a widget that is not a sub-form. */
export function getSubFormRows(schema: FormSchema, data: FormData, name: string): FormData[] {
  const widget = findWidgetByName(schema, name);
  if (!widget) throw new FormCoreError('REF_NOT_FOUND', MESSAGES.refNotFound(name));
  if (widget.type !== 'sub-form') throw new FormCoreError('NOT_SUB_FORM', MESSAGES.notSubForm(name));
  const rows = data[name];
  return Array.isArray(rows) ? (rows as FormData[]) : [];
}
