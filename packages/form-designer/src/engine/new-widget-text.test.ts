import { describe, expect, it } from 'vitest';
import { createFormSchema, walkWidgets, type Widget, type WidgetType } from '@notaria/form-core';
import { createHistory, dispatch } from './history.ts';

/** Adds one widget of the type from the palette to an empty form and returns it. */
function added(type: WidgetType): Widget {
  const { history, error } = dispatch(createHistory(createFormSchema()), { type: 'add', widgetType: type });
  expect(error).toBeNull();
  return history.present.schema.widgetList[0];
}

const texts = (w: Widget) => {
  const found: string[] = [];
  walkWidgets([w], ({ widget }) => {
    const o = widget.options as unknown as Record<string, unknown>;
    for (const key of ['label', 'title', 'textContent', 'htmlContent']) if (typeof o[key] === 'string') found.push(o[key] as string);
    const items = (o.optionItems ?? []) as { label: string; children?: { label: string }[] }[];
    for (const item of items) found.push(item.label, ...(item.children ?? []).map((c) => c.label));
  });
  return found.filter(Boolean);
};

describe('widgets from the palette', () => {
  it.each<WidgetType>(['radio', 'checkbox', 'select', 'cascader', 'static-text', 'html-text', 'button', 'slot', 'card', 'tab', 'sub-form', 'alert'])(
    '%s shows Chinese texts, not the English defaults kept for VForm',
    (type) => {
      const shown = texts(added(type));
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).toMatch(/[\u4e00-\u9fa5]/);
    },
  );

  it('choices are 选项 1–3 with the values 1–3', () => {
    const radio = added('radio') as Widget & { options: { optionItems: unknown } };
    expect(radio.options.optionItems).toEqual([
      { label: '选项 1', value: 1 },
      { label: '选项 2', value: 2 },
      { label: '选项 3', value: 3 },
    ]);
  });

  it('a new tab pane is numbered after the others', () => {
    let h = createHistory(createFormSchema());
    h = dispatch(h, { type: 'add', widgetType: 'tab' }).history;
    const tabId = h.present.schema.widgetList[0].id;
    h = dispatch(h, { type: 'addTab', id: tabId }).history;
    const tab = h.present.schema.widgetList[0] as Widget & { tabs: Widget[] };
    expect(tab.tabs.map((p) => (p.options as { label: string }).label)).toEqual(['标签页 1', '标签页 2']);
  });
});
