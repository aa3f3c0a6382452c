import { walkWidgets, type FormSchema } from '@notaria/form-core';

const SCRIPT_KEYS = /^on[A-Z]/;

/** Where a schema holds event-script text (kept, never executed here), e.g. `name.onChange`. */
export function findScripts(schema: FormSchema): string[] {
  const found: string[] = [];
  const config = schema.formConfig as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(config)) {
    if ((SCRIPT_KEYS.test(key) || key === 'functions') && typeof value === 'string' && value.trim() !== '') {
      found.push(`formConfig.${key}`);
    }
  }
  walkWidgets(schema.widgetList, ({ widget }) => {
    for (const [key, value] of Object.entries(widget.options)) {
      if (SCRIPT_KEYS.test(key) && typeof value === 'string' && value.trim() !== '') {
        found.push(`${widget.options.name}.${key}`);
      }
    }
  });
  return found;
}

const warned = new WeakSet<FormSchema>();

/** One console warning per schema listing the scripts that are not run. */
export function warnScriptsOnce(schema: FormSchema): void {
  if (warned.has(schema)) return;
  warned.add(schema);
  const scripts = findScripts(schema);
  if (scripts.length > 0) {
    console.warn(
      `[form-render] 表单事件脚本已保留但不会执行（请改用联动规则或回调）: ${scripts.join(', ')}`,
    );
  }
}
