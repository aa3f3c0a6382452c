import { walkWidgets, type FormSchema } from '@notaria/form-core';

/** What the canvas shows: hidden widgets stay visible (marked) and linkage rules do not run. */
export function canvasSchema(schema: FormSchema): FormSchema {
  const copy = structuredClone(schema);
  copy.formConfig.linkage = [];
  walkWidgets(copy.widgetList, ({ widget }) => {
    widget.options.hidden = false;
  });
  return copy;
}
