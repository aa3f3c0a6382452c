import type { Widget, WidgetType } from '../types/containers.ts';
import type { FieldType } from '../types/fields.ts';
import { FORMAT_VERSION, type FormSchema } from '../types/schema.ts';
import { CONTAINER_DEFAULTS, defaultFormConfig } from '../defaults/container-defaults.ts';
import { FIELD_DEFAULTS, FORM_ITEM_TYPES } from '../defaults/field-defaults.ts';
import type { WidgetOf } from './tree.ts';

export interface CreateOptions {
  /** Ids and names already used; new keys are added to it. */
  taken?: Set<string>;
  /** Source of randomness in [0, 1), for repeatable ids in tests. */
  random?: () => number;
}

/** `input12345`-style key: the type without dashes plus a number, unique among `taken`. */
export function generateWidgetKey(type: string, opts: CreateOptions = {}): string {
  const random = opts.random ?? Math.random;
  const taken = opts.taken ?? new Set<string>();
  const prefix = type.replace(/-/g, '');
  for (let attempt = 0; ; attempt++) {
    const range = attempt < 50 ? 100000 : 10000000;
    const key = prefix + Math.floor(random() * range);
    if (!taken.has(key)) {
      taken.add(key);
      return key;
    }
  }
}

const ICONS: Partial<Record<WidgetType, string>> = {
  input: 'text-field',
  slot: 'slot-field',
};

function iconFor(type: WidgetType): string {
  if (ICONS[type]) return ICONS[type];
  if (type in CONTAINER_DEFAULTS || ['static-text', 'html-text', 'divider', 'button'].includes(type)) return type;
  return `${type}-field`;
}

/** A new widget with the defaults of its type, a unique id and name (the same key). */
export function createWidget<T extends WidgetType>(type: T, opts: CreateOptions = {}): WidgetOf<T> {
  const o: CreateOptions = { ...opts, taken: opts.taken ?? new Set() };
  const key = generateWidgetKey(type, o);
  const id = key;
  if (type in FIELD_DEFAULTS) {
    const options = { ...FIELD_DEFAULTS[type as FieldType](), name: key };
    const formItemFlag = FORM_ITEM_TYPES.has(type as FieldType);
    return { id, type, icon: iconFor(type), formItemFlag, options } as unknown as WidgetOf<T>;
  }
  const options = { ...CONTAINER_DEFAULTS[type as keyof typeof CONTAINER_DEFAULTS](), name: key };
  const base = { id, type, category: 'container' as const, icon: iconFor(type), options };
  const child = <C extends WidgetType>(t: C) => createWidget(t, o);
  switch (type) {
    case 'grid':
      return { ...base, cols: [child('grid-col'), child('grid-col')] } as unknown as WidgetOf<T>;
    case 'table':
      return {
        ...base,
        rows: [0, 1].map(() => ({
          id: generateWidgetKey('table-row', o),
          merged: false,
          cols: [child('table-cell'), child('table-cell')],
        })),
      } as unknown as WidgetOf<T>;
    case 'tab': {
      const pane = child('tab-pane');
      pane.options.label = 'tab 1';
      pane.options.active = true;
      return { ...base, displayType: 'border-card', tabs: [pane] } as unknown as WidgetOf<T>;
    }
    case 'grid-col':
    case 'tab-pane':
      return { ...base, internal: true, widgetList: [] } as unknown as WidgetOf<T>;
    case 'table-cell':
      return { ...base, internal: true, merged: false, widgetList: [] } as unknown as WidgetOf<T>;
    case 'alert':
      return base as unknown as WidgetOf<T>;
    default:
      return { ...base, widgetList: [] } as unknown as WidgetOf<T>;
  }
}

export function createFormSchema(widgetList: Widget[] = []): FormSchema {
  return { formatVersion: FORMAT_VERSION, widgetList, formConfig: defaultFormConfig() };
}
