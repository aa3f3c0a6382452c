import { describe, expect, it } from 'vitest';
import type { CardWidget } from '@notaria/form-core';
import { sampleSchema } from '../engine/fixtures.ts';
import { dispatch, createHistory } from '../engine/history.ts';
import type { DesignerAction } from '../engine/actions.ts';
import { canvasSchema, isHiddenInForm } from './canvas-schema.ts';
import { dropAction, listId, paletteId } from './drop.ts';

const schema = sampleSchema();

describe('drop → action', () => {
  const cases: [string, string, string | null, DesignerAction | null][] = [
    ['palette item on the canvas', paletteId('input'), listId(null), { type: 'add', widgetType: 'input', target: { parentId: null }, label: '单行输入' }],
    ['palette item into a card', paletteId('input'), listId('card1'), { type: 'add', widgetType: 'input', target: { parentId: 'card1' }, label: '单行输入' }],
    [
      'palette item onto a widget takes its place',
      paletteId('input'),
      'remark',
      { type: 'add', widgetType: 'input', target: { parentId: 'card1', index: 0 }, label: '单行输入' },
    ],
    ['widget into a grid column', 'name1', listId('col1'), { type: 'move', id: 'name1', target: { parentId: 'col1' } }],
    ['widget onto another in the same list: before it', 'name1', 'grid1', { type: 'move', id: 'name1', target: { parentId: null, index: 1 } }],
    ['widget onto the next one: no change', 'name1', 'card1', null],
    ['widget on the end of its own list', 'name1', listId(null), { type: 'move', id: 'name1', target: { parentId: null, index: 5 } }],
    ['widget onto itself', 'name1', 'name1', null],
    ['nowhere', 'name1', null, null],
    ['onto an unknown widget', 'name1', 'nope', null],
  ];
  it.each(cases)('%s', (_name, active, over, expected) => {
    expect(dropAction(schema, active, over, '单行输入')).toEqual(expected);
  });

  it('on the lower half of a widget: after it', () => {
    expect(dropAction(schema, paletteId('input'), 'remark', undefined, true)).toMatchObject({ target: { parentId: 'card1', index: 1 } });
    // Same list, moving down: after grid1 (index 2) is index 2 once name1 (index 0) is taken out.
    expect(dropAction(schema, 'name1', 'grid1', undefined, true)).toEqual({ type: 'move', id: 'name1', target: { parentId: null, index: 2 } });
    // Same list, moving up: after name1 is index 1.
    expect(dropAction(schema, 'table1', 'name1', undefined, true)).toEqual({ type: 'move', id: 'table1', target: { parentId: null, index: 1 } });
  });

  it('an illegal drop is refused by the engine with a reason', () => {
    const action = dropAction(schema, 'card1', listId('sub1'))!;
    expect(dispatch(createHistory(schema), action).error).toMatch(/容器不能放入子表单/);
  });
});

describe('canvas schema', () => {
  it('shows hidden widgets and does not run linkage', () => {
    const s = sampleSchema();
    s.widgetList[0].options.hidden = true;
    s.formConfig.linkage = [{ id: 'r', when: { field: 'name1', op: 'empty' }, then: [{ type: 'hide', target: 'remark' }] }];
    const shown = canvasSchema(s);
    expect(shown.widgetList[0].options.hidden).toBe(false);
    expect(shown.formConfig.linkage).toEqual([]);
    expect(s.widgetList[0].options.hidden).toBe(true);
  });
});

describe('canvas schema, shared', () => {
  it('shows a widget that is not hidden as it is, and the same copy of a hidden one every time', () => {
    const s = sampleSchema();
    s.widgetList[0].options.hidden = true;
    const a = canvasSchema(s);
    const b = canvasSchema({ ...s });
    expect(a.widgetList[1]).toBe(s.widgetList[1]);
    expect(a.widgetList[0]).not.toBe(s.widgetList[0]);
    expect(b.widgetList[0]).toBe(a.widgetList[0]);
    expect(isHiddenInForm(a.widgetList[0])).toBe(true);
    expect(isHiddenInForm(a.widgetList[1])).toBe(false);
  });

  it('copies a container holding a hidden widget, down to it', () => {
    const s = sampleSchema();
    const card = s.widgetList[1] as CardWidget;
    card.widgetList[0].options.hidden = true;
    const shown = canvasSchema(s).widgetList[1] as CardWidget;
    expect(shown).not.toBe(card);
    expect(shown.widgetList[0].options.hidden).toBe(false);
    expect(isHiddenInForm(shown.widgetList[0])).toBe(true);
    expect(card.widgetList[0].options.hidden).toBe(true);
  });
});
