import type { FormSchema, Widget } from '@notaria/form-core';

/** Canvas copies by the widget they show; an unchanged widget (kept by the engine's copy-on-write) maps to the same copy. */
const shownCopies = new WeakMap<Widget, Widget>();
/** Canvas widgets whose widget in the form is hidden. */
const hiddenInForm = new WeakSet<Widget>();

const LIST_KEYS = ['widgetList', 'cols', 'tabs'] as const;

/** The list with every widget shown; the same array when no widget in it needed a copy. */
function showList(list: Widget[]): Widget[] {
  const shown = list.map(showWidget);
  return shown.some((w, i) => w !== list[i]) ? shown : list;
}

function showWidget(widget: Widget): Widget {
  const cached = shownCopies.get(widget);
  if (cached) return cached;
  const copy: Record<string, unknown> = { ...widget };
  let changed = false;
  for (const key of LIST_KEYS) {
    const list = (widget as unknown as Record<string, Widget[] | undefined>)[key];
    if (!Array.isArray(list)) continue;
    const shown = showList(list);
    if (shown !== list) [copy[key], changed] = [shown, true];
  }
  if ('rows' in widget) {
    const rows = widget.rows.map((row) => {
      const cols = showList(row.cols);
      return cols === row.cols ? row : { ...row, cols: cols as typeof row.cols };
    });
    if (rows.some((r, i) => r !== widget.rows[i])) [copy.rows, changed] = [rows, true];
  }
  const hidden = widget.options.hidden === true;
  if (hidden) [copy.options, changed] = [{ ...widget.options, hidden: false }, true];
  const shown = changed ? (copy as unknown as Widget) : widget;
  if (hidden) hiddenInForm.add(shown);
  shownCopies.set(widget, shown);
  return shown;
}

const shownConfigs = new WeakMap<FormSchema['formConfig'], FormSchema['formConfig']>();
const shownSchemas = new WeakMap<FormSchema, FormSchema>();

/**
 * What the canvas shows: hidden widgets stay visible (marked) and linkage rules do not run. Widgets
 * that are not hidden and hold no hidden widget are shown as they are, and a widget the last edit did
 * not touch gets the same object as before, so the canvas re-renders only what changed. The same
 * schema gives the same result.
 */
export function canvasSchema(schema: FormSchema): FormSchema {
  let shown = shownSchemas.get(schema);
  if (!shown) {
    let formConfig = shownConfigs.get(schema.formConfig);
    if (!formConfig) shownConfigs.set(schema.formConfig, (formConfig = { ...schema.formConfig, linkage: [] }));
    shown = { ...schema, formConfig, widgetList: showList(schema.widgetList) };
    shownSchemas.set(schema, shown);
  }
  return shown;
}

const frames = new WeakMap<FormSchema['formConfig'], FormSchema>();

/**
 * The schema given to the canvas's FormRender: a new one only when the form config changes. The canvas
 * hands every other change to the form's store and draws the top-level list itself, so that an edit does
 * not re-render the antd Form around all widgets (whose context changes then make React visit every one).
 */
export function canvasFrame(shown: FormSchema): FormSchema {
  let frame = frames.get(shown.formConfig);
  if (!frame) frames.set(shown.formConfig, (frame = shown));
  return frame;
}

/** Whether a widget of the canvas is hidden in the form (shown marked 已隐藏). */
export const isHiddenInForm = (shown: Widget) => hiddenInForm.has(shown);
