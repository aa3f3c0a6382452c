import type { ContainerWidget, SubFormWidget, Widget, WidgetType } from '../types/containers.ts';
import type { FieldWidget, FormItemWidget } from '../types/fields.ts';
import type { FormSchema } from '../types/schema.ts';
import { FORM_ITEM_TYPES, FIELD_TYPES } from '../defaults/field-defaults.ts';

/** Widget type → its widget interface. */
export type WidgetByType = { [W in Widget as W['type']]: W };
export type WidgetOf<T extends WidgetType> = WidgetByType[T];

const FIELD_TYPE_SET: ReadonlySet<string> = new Set(FIELD_TYPES);

export function isContainer(widget: Widget): widget is ContainerWidget {
  return !FIELD_TYPE_SET.has(widget.type);
}

export function isField(widget: Widget): widget is FieldWidget {
  return FIELD_TYPE_SET.has(widget.type);
}

/** A field that holds a value in form data. */
export function isFormItem(widget: Widget): widget is FormItemWidget {
  return isField(widget) && FORM_ITEM_TYPES.has(widget.type);
}

/**
 * The child lists of a widget, in display order: grid → cols, table → each row's cols,
 * tab → tabs, other containers → widgetList; fields and alert → none.
 */
export function childLists(widget: Widget): Widget[][] {
  switch (widget.type) {
    case 'grid':
      return [widget.cols];
    case 'table':
      return widget.rows.map((row) => row.cols);
    case 'tab':
      return [widget.tabs];
    case 'grid-col':
    case 'table-cell':
    case 'tab-pane':
    case 'card':
    case 'sub-form':
      return [widget.widgetList];
    default:
      return [];
  }
}

export interface WidgetVisit {
  widget: Widget;
  /** null at the top level. */
  parent: Widget | null;
  /** The list holding the widget (parent's child list, or the form's widgetList). */
  parentList: Widget[];
  index: number;
  depth: number;
  /** The closest enclosing sub-form, if any. */
  subForm: SubFormWidget | null;
}

/** Depth-first, parents before children. Return false from the visitor to skip a widget's children. */
export function walkWidgets(list: Widget[], visit: (v: WidgetVisit) => void | false): void {
  const go = (items: Widget[], parent: Widget | null, depth: number, subForm: SubFormWidget | null) => {
    items.forEach((widget, index) => {
      if (visit({ widget, parent, parentList: items, index, depth, subForm }) === false) return;
      const inner = widget.type === 'sub-form' ? widget : subForm;
      for (const children of childLists(widget)) go(children, widget, depth + 1, inner);
    });
  };
  go(list, null, 0, null);
}

const listOf = (src: FormSchema | Widget[]) => (Array.isArray(src) ? src : src.widgetList);

export function findWidget(src: FormSchema | Widget[], test: (w: Widget) => boolean): WidgetVisit | null {
  let found: WidgetVisit | null = null;
  walkWidgets(listOf(src), (v) => {
    if (found) return false;
    if (test(v.widget)) {
      found = v;
      return false;
    }
  });
  return found;
}

export function findWidgetByName(src: FormSchema | Widget[], name: string): Widget | null {
  return findWidget(src, (w) => w.options.name === name)?.widget ?? null;
}

export function findWidgetById(src: FormSchema | Widget[], id: string): Widget | null {
  return findWidget(src, (w) => w.id === id)?.widget ?? null;
}

/** Where a widget sits: its parent (null at top level), the list holding it and its index. */
export function findParent(src: FormSchema | Widget[], id: string): Pick<WidgetVisit, 'parent' | 'parentList' | 'index'> | null {
  const v = findWidget(src, (w) => w.id === id);
  return v ? { parent: v.parent, parentList: v.parentList, index: v.index } : null;
}

export function listWidgets(src: FormSchema | Widget[]): Widget[] {
  const out: Widget[] = [];
  walkWidgets(listOf(src), (v) => void out.push(v.widget));
  return out;
}

/** Value-holding fields, including those inside sub-forms. */
export function listFormItems(src: FormSchema | Widget[]): FormItemWidget[] {
  return listWidgets(src).filter(isFormItem);
}

/** Every id and name in use, for creating new unique ones. */
export function collectTakenKeys(src: FormSchema | Widget[]): Set<string> {
  const taken = new Set<string>();
  walkWidgets(listOf(src), ({ widget }) => {
    taken.add(widget.id);
    if (widget.options.name) taken.add(widget.options.name);
  });
  return taken;
}
