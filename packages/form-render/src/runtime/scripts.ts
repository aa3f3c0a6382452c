import { walkWidgets, type FormSchema, type Widget } from '@notaria/form-core';

const SCRIPT_KEYS = /^on[A-Z]/;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Where a schema holds event-script text, e.g. `name.onChange`, `formConfig.onFormCreated`. */
export function findScripts(schema: FormSchema): string[] {
  const found: string[] = [];
  const config = schema.formConfig as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(config)) {
    if ((SCRIPT_KEYS.test(key) || key === 'functions') && text(value)) found.push(`formConfig.${key}`);
  }
  walkWidgets(schema.widgetList, ({ widget }) => {
    for (const [key, value] of Object.entries(widget.options)) {
      if (SCRIPT_KEYS.test(key) && text(value)) found.push(`${widget.options.name}.${key}`);
    }
  });
  return found;
}

/** The widget's script for an event option, null when blank or absent. */
export function widgetScript(widget: Widget | undefined, key: string): string | null {
  return widget ? text((widget.options as unknown as Record<string, unknown>)[key]) : null;
}

/** A form script (formConfig.onFormCreated, onFormMounted, onFormDataChange, functions). */
export function formScript(schema: FormSchema, key: string): string | null {
  return text((schema.formConfig as unknown as Record<string, unknown>)[key]);
}
