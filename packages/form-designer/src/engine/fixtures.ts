import { createFormSchema, createWidget, type WidgetOf, type WidgetType } from '@notaria/form-core';
import { createHistory, type DesignerHistory } from './history.ts';

/** A widget whose id and name are `key` (label too, when it has one). */
export function w<T extends WidgetType>(type: T, key: string): WidgetOf<T> {
  const widget = createWidget(type);
  widget.id = key;
  widget.options.name = key;
  if ('label' in widget.options) (widget.options as { label: string }).label = key;
  return widget;
}

/**
 * name1 (input) · card1 [remark] · grid1 [col1 [], col2 []] · sub1 [sf_in] · tab1 [pane1 (active), pane2]
 * · table1 2×2 (c00 c01 / c10 c11).
 */
export function sampleSchema() {
  const card = w('card', 'card1');
  card.widgetList.push(w('textarea', 'remark'));
  const grid = w('grid', 'grid1');
  grid.cols = [w('grid-col', 'col1'), w('grid-col', 'col2')];
  const sub = w('sub-form', 'sub1');
  sub.widgetList.push(w('input', 'sf_in'));
  const tab = w('tab', 'tab1');
  const pane1 = w('tab-pane', 'pane1');
  pane1.options.active = true;
  tab.tabs = [pane1, w('tab-pane', 'pane2')];
  const table = w('table', 'table1');
  table.rows = [0, 1].map((r) => ({ id: `row${r}`, merged: false, cols: [0, 1].map((c) => w('table-cell', `c${r}${c}`)) }));
  return createFormSchema([w('input', 'name1'), card, grid, sub, tab, table]);
}

export function sampleHistory(): DesignerHistory {
  return createHistory(sampleSchema());
}

/** Repeatable randomness for new keys. */
export function seeded(seed = 1): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}
