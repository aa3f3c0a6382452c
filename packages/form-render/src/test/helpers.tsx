import { createRef } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createFormSchema, createWidget, type FormConfig, type Widget, type WidgetOf, type WidgetType } from '@notaria/form-core';
import { FormRender, type FormRenderHandle, type FormRenderProps } from '../render/form-render.tsx';

/** A widget of the type with the name (and label) set and options patched. */
export function widget<T extends WidgetType>(type: T, name: string, patch: Partial<WidgetOf<T>['options']> = {}): WidgetOf<T> {
  const w = createWidget(type);
  Object.assign(w.options, { name }, 'label' in w.options ? { label: name } : {}, patch);
  w.id = `${type}-${name}`;
  return w;
}

export function renderForm(widgets: Widget[], props: Partial<FormRenderProps> = {}, config: Partial<FormConfig> = {}) {
  const schema = createFormSchema(widgets);
  Object.assign(schema.formConfig, config);
  const ref = createRef<FormRenderHandle>();
  const onChange = vi.fn();
  const utils = render(<FormRender ref={ref} schema={schema} onChange={onChange} {...props} />);
  return { ...utils, ref, form: () => ref.current!, onChange, schema };
}

/** The message (help text) shown under a field, looked up by its label. */
export function fieldMessage(container: HTMLElement, label: string): string | null {
  for (const item of container.querySelectorAll('.ant-form-item')) {
    const l = item.querySelector('.ant-form-item-label label');
    if (l?.textContent?.trim() === label) {
      return item.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
    }
  }
  return null;
}
