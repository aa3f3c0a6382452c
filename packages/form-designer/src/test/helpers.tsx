import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createFormSchema, type FormSchema, type Widget } from '@notaria/form-core';
import { FormDesigner } from '../form-designer.tsx';

export function renderDesigner(widgets: Widget[] = [], props: { onSave?(s: FormSchema): void } = {}) {
  const value = createFormSchema(widgets);
  const onChange = vi.fn<(s: FormSchema) => void>();
  const utils = render(<FormDesigner value={value} onChange={onChange} {...props} />);
  /** The schema last reported through onChange (or the initial value). */
  const latest = (): FormSchema => (onChange.mock.calls.length ? onChange.mock.calls[onChange.mock.calls.length - 1][0] : value);
  return { ...utils, onChange, latest, value };
}

/** The canvas widget announced with this label, e.g. 单行输入 name1. */
export const canvasWidget = (label: string, selected = false) => byLabel(selected ? `${label}，已选中` : label);

/** The one element with this aria-label (fast; role queries are slow on antd pages in jsdom). */
export function byLabel(label: string, root: ParentNode = document): HTMLElement {
  const found = root.querySelectorAll<HTMLElement>(`[aria-label=${JSON.stringify(label)}]`);
  if (found.length !== 1) throw new Error(`${found.length} elements labelled ${label}`);
  return found[0];
}
