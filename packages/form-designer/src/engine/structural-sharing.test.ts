import { describe, expect, it } from 'vitest';
import type { CardWidget, FormSchema } from '@notaria/form-core';
import { sampleHistory } from './fixtures.ts';
import { dispatch, undo } from './history.ts';
import { widgetById } from './tree-ops.ts';

const label = (s: FormSchema, id: string) => (widgetById(s, id)!.options as { label?: string }).label;

describe('copy-on-write edits', () => {
  it('an option edit copies only the widget and the lists above it; every other widget keeps its object', () => {
    const h0 = sampleHistory();
    const s0 = h0.present.schema;
    const { history: h1 } = dispatch(h0, { type: 'updateOption', id: 'remark', key: 'label', value: '备注' });
    const s1 = h1.present.schema;
    expect(label(s1, 'remark')).toBe('备注');
    expect(label(s0, 'remark')).toBe('remark');
    expect(s1).not.toBe(s0);
    expect(widgetById(s1, 'card1')).not.toBe(widgetById(s0, 'card1'));
    for (const id of ['name1', 'grid1', 'sub1', 'tab1', 'table1']) expect(widgetById(s1, id)).toBe(widgetById(s0, id));
    expect(s1.formConfig).toBe(s0.formConfig);
  });

  it('moving a widget up keeps every widget object, the moved one too', () => {
    const h0 = sampleHistory();
    const s0 = h0.present.schema;
    const { history: h1, error } = dispatch(h0, { type: 'moveUp', id: 'card1' });
    expect(error).toBeNull();
    const s1 = h1.present.schema;
    expect(s1.widgetList.map((w) => w.id).slice(0, 2)).toEqual(['card1', 'name1']);
    expect(s1.widgetList).not.toBe(s0.widgetList);
    for (const w of s0.widgetList) expect(widgetById(s1, w.id)).toBe(w);
  });

  it('an added widget leaves the others as they were, and undo gives back the very same objects', () => {
    const h0 = sampleHistory();
    const { history: h1 } = dispatch(h0, { type: 'add', widgetType: 'input', target: { parentId: 'card1', index: 0 } });
    const card0 = widgetById(h0.present.schema, 'card1') as CardWidget;
    const card1 = widgetById(h1.present.schema, 'card1') as CardWidget;
    expect(card1.widgetList).toHaveLength(2);
    expect(card1.widgetList[1]).toBe(card0.widgetList[0]);
    expect(card0.widgetList).toHaveLength(1);
    expect(undo(h1).present).toBe(h0.present);
  });

  it('a refused edit changes nothing', () => {
    const h0 = sampleHistory();
    const r = dispatch(h0, { type: 'updateOption', id: 'name1', key: 'name', value: 'remark' });
    expect(r.error).toMatch(/已被其他组件使用/);
    expect(r.history).toBe(h0);
  });
});
