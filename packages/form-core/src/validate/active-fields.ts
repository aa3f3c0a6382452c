import type { FormData } from '../types/common.ts';
import type { SubFormWidget, Widget } from '../types/containers.ts';
import type { FormItemWidget } from '../types/fields.ts';
import type { FormSchema } from '../types/schema.ts';
import { childLists, isFormItem } from '../schema/tree.ts';
import { fieldPath } from '../schema/paths.ts';
import type { WidgetState } from '../linkage/evaluate.ts';

export interface ActiveField {
  widget: FormItemWidget;
  /** `name` or `subFormName.rowIndex.name`. */
  path: string;
  state: WidgetState;
  /** The sub-form row the field sits in. */
  row?: { subForm: SubFormWidget; index: number };
}

export interface ActiveFieldHandlers {
  field(field: ActiveField): void;
  /** A sub-form whose value is not an array of row objects (the path names the bad part). */
  badSubForm?(subForm: SubFormWidget, path: string): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stateOf(widget: Widget, key: string, states: Record<string, WidgetState>): WidgetState {
  const known = states[key];
  if (known) return known;
  const o = widget.options as { hidden?: boolean; required?: boolean; disabled?: boolean };
  return { hidden: o.hidden === true, required: o.required === true, disabled: o.disabled === true };
}

/**
 * Visits every value-holding field that is shown: a hidden widget (by option or linkage) takes its
 * whole subtree out; each sub-form row is visited with row paths. Sub-forms inside sub-form rows are
 * not expanded.
 */
export function walkActiveFields(schema: FormSchema, data: FormData, states: Record<string, WidgetState>, handlers: ActiveFieldHandlers): void {
  const visit = (list: Widget[], row?: { subForm: SubFormWidget; index: number }) => {
    for (const widget of list) {
      const name = widget.options.name;
      const key = row ? fieldPath(name, { name: row.subForm.options.name, row: row.index }) : name;
      const state = stateOf(widget, key, states);
      if (state.hidden) continue;
      if (widget.type === 'sub-form') {
        if (row) continue;
        const rows = data[name];
        if (rows === undefined || rows === null) continue;
        if (!Array.isArray(rows)) {
          handlers.badSubForm?.(widget, name);
          continue;
        }
        rows.forEach((r, index) => {
          if (isRecord(r)) visit(widget.widgetList, { subForm: widget, index });
          else handlers.badSubForm?.(widget, `${name}.${index}`);
        });
      } else if (isFormItem(widget)) {
        handlers.field({ widget, path: key, state, row });
      } else {
        for (const children of childLists(widget)) visit(children, row);
      }
    }
  };
  visit(schema.widgetList);
}
