import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createFormSchema, createWidget, type Widget } from '@notaria/form-core';
import { FormRender } from './form-render.tsx';
import type { DesignHooks } from '../core/context.ts';

function schemaWithContainers() {
  const grid = createWidget('grid');
  const table = createWidget('table');
  const tab = createWidget('tab');
  const card = createWidget('card');
  const sub = createWidget('sub-form');
  const input = createWidget('input');
  input.options.label = '姓名';
  sub.widgetList.push(createWidget('input'));
  card.widgetList.push(input);
  return { schema: createFormSchema([grid, table, tab, card, sub]), grid, table, tab, card, sub, input };
}

// Rendering every container takes a while on a busy machine.
describe('design hooks', { timeout: 30000 }, () => {
  it('wrap every widget and every child list with its owner in design mode', () => {
    const { schema, grid, table, tab, card, sub, input } = schemaWithContainers();
    const owners = new Set<string>();
    const hooks: DesignHooks = {
      renderWidget: (w: Widget, node) => <div data-testid={`w-${w.id}`}>{node}</div>,
      renderList: (owner, _list, node) => {
        owners.add(owner ? owner.id : 'top');
        return <div data-testid={`l-${owner ? owner.id : 'top'}`}>{node}</div>;
      },
    };
    render(<FormRender schema={schema} designState designHooks={hooks} />);
    expect(screen.getByTestId(`w-${input.id}`)).toBeTruthy();
    expect(screen.getByTestId(`l-${card.id}`).contains(screen.getByTestId(`w-${input.id}`))).toBe(true);
    const expected = ['top', card.id, sub.id, grid.cols[0].id, grid.cols[1].id, table.rows[0].cols[0].id, tab.tabs[0].id];
    for (const id of expected) expect(owners.has(id)).toBe(true);
    // One design row in the sub-form, without row operations.
    expect(screen.queryByRole('button', { name: '添加行' })).toBeNull();
  });

  it('are ignored in render mode', () => {
    const { schema } = schemaWithContainers();
    let calls = 0;
    const hooks: DesignHooks = { renderWidget: (_w, node) => (calls++, node), renderList: (_o, _l, node) => (calls++, node) };
    render(<FormRender schema={schema} designHooks={hooks} />);
    expect(calls).toBe(0);
  });

  it('a changed card folded option and tab active option take effect', () => {
    const card = createWidget('card');
    card.options.label = '卡片';
    const tab = createWidget('tab');
    const second = createWidget('tab-pane');
    second.options.label = '第二页';
    tab.tabs.push(second);
    const schema = createFormSchema([card, tab]);
    const { rerender } = render(<FormRender schema={schema} designState />);
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
    const next = structuredClone(schema);
    (next.widgetList[0] as typeof card).options.folded = true;
    const t = next.widgetList[1] as typeof tab;
    t.tabs[0].options.active = false;
    t.tabs[1].options.active = true;
    rerender(<FormRender schema={next} designState />);
    expect(screen.getByRole('button', { name: '展开' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '第二页' }).getAttribute('aria-selected')).toBe('true');
  });
});
