import { describe, expect, it } from 'vitest';
import { createFormSchema, createWidget, generateWidgetKey } from './factory.ts';
import { collectTakenKeys, findParent, findWidgetById, findWidgetByName, listFormItems, walkWidgets } from './tree.ts';
import { fieldPath, getValueAtPath, parseFieldPath, setValueAtPath } from './paths.ts';
import { FIELD_TYPES } from '../defaults/field-defaults.ts';
import { CONTAINER_TYPES } from '../defaults/container-defaults.ts';
import type { Widget } from '../types/containers.ts';

describe('factory', () => {
  it('creates every widget type with VForm-style unique keys', () => {
    const taken = new Set<string>();
    for (const type of [...FIELD_TYPES, ...CONTAINER_TYPES]) {
      const w = createWidget(type, { taken });
      expect(w.type).toBe(type);
      expect(w.id).toMatch(new RegExp(`^${type.replace(/-/g, '')}\\d+$`));
      expect(w.options.name).toBe(w.id);
    }
    expect(taken.size).toBeGreaterThan(FIELD_TYPES.length + CONTAINER_TYPES.length);
  });

  it('applies the §9 defaults', () => {
    expect(createWidget('switch').options.switchWidth).toBe(40);
    expect(createWidget('rate').options).toMatchObject({ max: 5, lowThreshold: 2, highThreshold: 4 });
    expect(createWidget('slider').options).toMatchObject({ min: 0, max: 100, step: 1 });
    expect(createWidget('time').options).toMatchObject({ format: 'HH:mm:ss', valueFormat: 'HH:mm:ss' });
    expect(createWidget('card').options).toMatchObject({ gutter: 12, span: 12 });
    expect(createWidget('file-upload').options).toMatchObject({ fileMaxSize: 5, limit: null });
    expect(createWidget('input').formItemFlag).toBe(true);
    expect(createWidget('divider').formItemFlag).toBe(false);
  });

  it('builds containers with their internal children', () => {
    const grid = createWidget('grid');
    expect(grid.cols.map((c) => c.type)).toEqual(['grid-col', 'grid-col']);
    const table = createWidget('table');
    expect(table.rows.map((r) => r.cols.length)).toEqual([2, 2]);
    const tab = createWidget('tab');
    expect(tab.tabs[0].options).toMatchObject({ label: 'tab 1', active: true });
  });

  it('never reuses a taken key', () => {
    let n = 0;
    const random = () => [0.1, 0.1, 0.2][n++ % 3];
    const taken = new Set<string>();
    expect(generateWidgetKey('input', { taken, random })).toBe('input10000');
    expect(generateWidgetKey('input', { taken, random })).toBe('input20000');
  });
});

describe('tree helpers', () => {
  const grid = createWidget('grid');
  const input = createWidget('input');
  const sub = createWidget('sub-form');
  const inner = createWidget('number');
  sub.widgetList.push(inner);
  grid.cols[1].widgetList.push(input, sub);
  const schema = createFormSchema([grid] as Widget[]);

  it('walks parents before children with depth and sub-form', () => {
    const seen: [string, number, string | null][] = [];
    walkWidgets(schema.widgetList, (v) => void seen.push([v.widget.type, v.depth, v.subForm?.type ?? null]));
    expect(seen).toEqual([
      ['grid', 0, null],
      ['grid-col', 1, null],
      ['grid-col', 1, null],
      ['input', 2, null],
      ['sub-form', 2, null],
      ['number', 3, 'sub-form'],
    ]);
  });

  it('finds by name and id, and the parent', () => {
    expect(findWidgetByName(schema, input.options.name)).toBe(input);
    expect(findWidgetById(schema, inner.id)).toBe(inner);
    expect(findParent(schema, sub.id)).toEqual({ parent: grid.cols[1], parentList: grid.cols[1].widgetList, index: 1 });
    expect(findParent(schema, grid.id)?.parent).toBeNull();
    expect(findWidgetByName(schema, 'ghost')).toBeNull();
  });

  it('lists value fields and taken keys', () => {
    expect(listFormItems(schema)).toEqual([input, inner]);
    expect(collectTakenKeys(schema).has(inner.id)).toBe(true);
  });
});

describe('sub-form addressing', () => {
  it('formats and parses subFormName.rowIndex.fieldName', () => {
    expect(fieldPath('qty', { name: 'items', row: 2 })).toBe('items.2.qty');
    expect(parseFieldPath('items.2.qty')).toEqual({ subFormName: 'items', rowIndex: 2, fieldName: 'qty' });
    expect(parseFieldPath('qty')).toEqual({ fieldName: 'qty' });
  });

  it('reads and writes values without changing the input', () => {
    const data = { items: [{ qty: 1 }, { qty: 2 }], name: 'a' };
    expect(getValueAtPath(data, 'items.1.qty')).toBe(2);
    expect(getValueAtPath(data, 'items.5.qty')).toBeUndefined();
    const next = setValueAtPath(data, 'items.1.qty', 9);
    expect(getValueAtPath(next, 'items.1.qty')).toBe(9);
    expect(data.items[1].qty).toBe(2);
    expect(setValueAtPath(data, 'name', 'b').name).toBe('b');
    expect(setValueAtPath(data, 'items.7.qty', 1)).toBe(data);
  });
});
