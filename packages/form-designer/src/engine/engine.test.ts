import { describe, expect, it } from 'vitest';
import {
  listWidgets,
  walkWidgets,
  type CardWidget,
  type FormSchema,
  type GridWidget,
  type SubFormWidget,
  type TableWidget,
  type TabWidget,
  type Widget,
} from '@notaria/form-core';
import vformAllFields from '../../../form-core/src/import/fixtures/vform-all-fields.json' with { type: 'json' };
import type { DesignerAction } from './actions.ts';
import { sampleHistory, sampleSchema, seeded } from './fixtures.ts';
import { canRedo, canUndo, COALESCE_MS, createHistory, dispatch, importIntoHistory, redo, undo, type DesignerHistory } from './history.ts';
import { exportForm } from './config-ops.ts';
import { widgetById } from './tree-ops.ts';

const random = seeded(7);

/** Runs actions in order from the sample form; throws on a refusal before the last action. */
function run(actions: DesignerAction[], start: DesignerHistory = sampleHistory()) {
  let h = start;
  let error: string | null = null;
  actions.forEach((a, i) => {
    const r = dispatch(h, a, { random, now: 0 });
    if (r.error && i < actions.length - 1) throw new Error(`${a.type}: ${r.error}`);
    h = r.history;
    error = r.error;
  });
  return { h, s: h.present.schema, selected: h.present.selectedId, error: error as string | null };
}

const ids = (list: Widget[]) => list.map((x) => x.id);
const get = <T extends Widget>(s: FormSchema, id: string) => widgetById(s, id) as T;
const top = (s: FormSchema) => ids(s.widgetList);
const table = (s: FormSchema) => get<TableWidget>(s, 'table1');
const tabs = (s: FormSchema) => get<TabWidget>(s, 'tab1').tabs;
const activePanes = (s: FormSchema) =>
  tabs(s)
    .filter((p) => p.options.active)
    .map((p) => p.id);

function allKeysUnique(s: FormSchema) {
  const keys: string[] = [];
  walkWidgets(s.widgetList, ({ widget }) => void keys.push(widget.id, `name:${widget.options.name}`));
  for (const t of listWidgets(s).filter((x): x is TableWidget => x.type === 'table')) keys.push(...t.rows.map((r) => r.id));
  return new Set(keys).size === keys.length;
}

type Check = (r: ReturnType<typeof run>) => void;

const accepted: [string, DesignerAction[], Check][] = [
  [
    'add a field at the top, index 0',
    [{ type: 'add', widgetType: 'input', target: { parentId: null, index: 0 } }],
    ({ s, selected }) => {
      expect(s.widgetList[0].type).toBe('input');
      expect(selected).toBe(s.widgetList[0].id);
      expect(s.widgetList).toHaveLength(7);
    },
  ],
  [
    'add into a grid column',
    [{ type: 'add', widgetType: 'number', target: { parentId: 'col1' } }],
    ({ s }) => expect(get<GridWidget>(s, 'grid1').cols[0].widgetList.map((x) => x.type)).toEqual(['number']),
  ],
  [
    'add into a table cell',
    [{ type: 'add', widgetType: 'date', target: { parentId: 'c01' } }],
    ({ s }) => expect(table(s).rows[0].cols[1].widgetList[0].type).toBe('date'),
  ],
  [
    'add into a tab pane',
    [{ type: 'add', widgetType: 'select', target: { parentId: 'pane2' } }],
    ({ s }) => expect(tabs(s)[1].widgetList[0].type).toBe('select'),
  ],
  [
    'add into a card at index 0',
    [{ type: 'add', widgetType: 'radio', target: { parentId: 'card1', index: 0 } }],
    ({ s }) => expect(get<CardWidget>(s, 'card1').widgetList.map((x) => x.type)).toEqual(['radio', 'textarea']),
  ],
  [
    'add a field into a sub-form',
    [{ type: 'add', widgetType: 'switch', target: { parentId: 'sub1' } }],
    ({ s }) => expect(get<SubFormWidget>(s, 'sub1').widgetList.map((x) => x.type)).toEqual(['input', 'switch']),
  ],
  [
    'add a container into a card, a grid column, a cell and a pane',
    [
      { type: 'add', widgetType: 'grid', target: { parentId: 'card1' } },
      { type: 'add', widgetType: 'table', target: { parentId: 'col1' } },
      { type: 'add', widgetType: 'tab', target: { parentId: 'c00' } },
      { type: 'add', widgetType: 'sub-form', target: { parentId: 'pane1' } },
    ],
    ({ s }) => {
      expect(get<CardWidget>(s, 'card1').widgetList[1].type).toBe('grid');
      expect(get<GridWidget>(s, 'grid1').cols[0].widgetList[0].type).toBe('table');
      expect(table(s).rows[0].cols[0].widgetList[0].type).toBe('tab');
      expect(tabs(s)[0].widgetList[0].type).toBe('sub-form');
    },
  ],
  [
    'add with a label from the palette',
    [{ type: 'add', widgetType: 'input', label: '单行输入' }],
    ({ s }) => expect((s.widgetList[6].options as { label: string }).label).toBe('单行输入'),
  ],
  ['add with nothing selected goes to the end', [{ type: 'add', widgetType: 'rate' }], ({ s }) => expect(s.widgetList[6].type).toBe('rate')],
  [
    'add at the selection: inside a selected card',
    [
      { type: 'select', id: 'card1' },
      { type: 'add', widgetType: 'color' },
    ],
    ({ s }) => expect(get<CardWidget>(s, 'card1').widgetList.map((x) => x.type)).toEqual(['textarea', 'color']),
  ],
  [
    'add at the selection: after a selected field',
    [
      { type: 'select', id: 'name1' },
      { type: 'add', widgetType: 'slider' },
    ],
    ({ s }) => expect(s.widgetList[1].type).toBe('slider'),
  ],
  [
    'add at the selection: a container after a selected sub-form',
    [
      { type: 'select', id: 'sub1' },
      { type: 'add', widgetType: 'card' },
    ],
    ({ s }) => expect(s.widgetList[4].type).toBe('card'),
  ],
  [
    'add at the selection: inside a selected grid column',
    [
      { type: 'select', id: 'col2' },
      { type: 'add', widgetType: 'time' },
    ],
    ({ s }) => expect(get<GridWidget>(s, 'grid1').cols[1].widgetList[0].type).toBe('time'),
  ],
  [
    'add at the selection: after a selected grid',
    [
      { type: 'select', id: 'grid1' },
      { type: 'add', widgetType: 'divider' },
    ],
    ({ s }) => expect(s.widgetList[3].type).toBe('divider'),
  ],
  [
    'move a field into a grid column',
    [{ type: 'move', id: 'name1', target: { parentId: 'col2' } }],
    ({ s, selected }) => {
      expect(ids(get<GridWidget>(s, 'grid1').cols[1].widgetList)).toEqual(['name1']);
      expect(top(s)).not.toContain('name1');
      expect(selected).toBe('name1');
    },
  ],
  [
    'move within the top list to a final index',
    [{ type: 'move', id: 'name1', target: { parentId: null, index: 2 } }],
    ({ s }) => expect(top(s)).toEqual(['card1', 'grid1', 'name1', 'sub1', 'tab1', 'table1']),
  ],
  [
    'move a field from a card into a sub-form',
    [{ type: 'move', id: 'remark', target: { parentId: 'sub1', index: 0 } }],
    ({ s }) => {
      expect(ids(get<SubFormWidget>(s, 'sub1').widgetList)).toEqual(['remark', 'sf_in']);
      expect(get<CardWidget>(s, 'card1').widgetList).toEqual([]);
    },
  ],
  [
    'move a card into a tab pane',
    [{ type: 'move', id: 'card1', target: { parentId: 'pane2' } }],
    ({ s }) => expect(ids(tabs(s)[1].widgetList)).toEqual(['card1']),
  ],
  [
    'move a sub-form into a card',
    [{ type: 'move', id: 'sub1', target: { parentId: 'card1' } }],
    ({ s }) => expect(ids(get<CardWidget>(s, 'card1').widgetList)).toEqual(['remark', 'sub1']),
  ],
  ['move a sub-form field out to the top', [{ type: 'move', id: 'sf_in', target: { parentId: null, index: 0 } }], ({ s }) => expect(top(s)[0]).toBe('sf_in')],
  ['move up', [{ type: 'moveUp', id: 'card1' }], ({ s }) => expect(top(s).slice(0, 2)).toEqual(['card1', 'name1'])],
  ['move down', [{ type: 'moveDown', id: 'name1' }], ({ s }) => expect(top(s).slice(0, 2)).toEqual(['card1', 'name1'])],
  ['move a tab pane up', [{ type: 'moveUp', id: 'pane2' }], ({ s }) => expect(ids(tabs(s))).toEqual(['pane2', 'pane1'])],
  ['move a grid column down', [{ type: 'moveDown', id: 'col1' }], ({ s }) => expect(ids(get<GridWidget>(s, 'grid1').cols)).toEqual(['col2', 'col1'])],
  [
    'copy a field: right after it, fresh id and name, selected',
    [{ type: 'copy', id: 'name1' }],
    ({ s, selected }) => {
      const copy = s.widgetList[1];
      expect(copy.type).toBe('input');
      expect(copy.id).not.toBe('name1');
      expect(copy.options.name).toBe(copy.id);
      expect((copy.options as { label: string }).label).toBe('name1');
      expect(selected).toBe(copy.id);
      expect(allKeysUnique(s)).toBe(true);
    },
  ],
  [
    'copy a card deep with fresh keys inside',
    [{ type: 'copy', id: 'card1' }],
    ({ s }) => {
      const copy = s.widgetList[2] as CardWidget;
      expect(copy.type).toBe('card');
      expect(copy.widgetList[0].type).toBe('textarea');
      expect(copy.widgetList[0].id).not.toBe('remark');
      expect(allKeysUnique(s)).toBe(true);
    },
  ],
  [
    'copy a table: rows and cells get fresh keys',
    [{ type: 'copy', id: 'table1' }],
    ({ s }) => {
      expect(s.widgetList).toHaveLength(7);
      expect(allKeysUnique(s)).toBe(true);
    },
  ],
  [
    'copy a tab pane: inactive copy',
    [{ type: 'copy', id: 'pane1' }],
    ({ s }) => {
      expect(tabs(s)).toHaveLength(3);
      expect(activePanes(s)).toEqual(['pane1']);
    },
  ],
  [
    'copy, then copy the copy (keys stay unique)',
    [
      { type: 'copy', id: 'grid1' },
      { type: 'copy', id: 'grid1' },
    ],
    ({ s }) => expect(allKeysUnique(s)).toBe(true),
  ],
  [
    'paste a copied widget at the selection with fresh keys',
    [
      { type: 'select', id: 'card1' },
      { type: 'paste', widget: sampleSchema().widgetList[0] },
    ],
    ({ s }) => {
      const pasted = get<CardWidget>(s, 'card1').widgetList[1];
      expect(pasted.type).toBe('input');
      expect(pasted.id).not.toBe('name1');
      expect(allKeysUnique(s)).toBe(true);
    },
  ],
  [
    'remove a field: the next one is selected',
    [
      { type: 'select', id: 'name1' },
      { type: 'remove', id: 'name1' },
    ],
    ({ s, selected }) => {
      expect(top(s)).not.toContain('name1');
      expect(selected).toBe('card1');
    },
  ],
  [
    'remove the last widget of a list: the previous one, then the parent, is selected',
    [
      { type: 'select', id: 'remark' },
      { type: 'remove', id: 'remark' },
    ],
    ({ selected }) => expect(selected).toBe('card1'),
  ],
  [
    'remove a container with its content',
    [{ type: 'remove', id: 'card1' }],
    ({ s }) => {
      expect(top(s)).not.toContain('card1');
      expect(widgetById(s, 'remark')).toBeNull();
    },
  ],
  ['remove a grid column', [{ type: 'remove', id: 'col1' }], ({ s }) => expect(ids(get<GridWidget>(s, 'grid1').cols)).toEqual(['col2'])],
  ['remove the active tab pane: the next one becomes active', [{ type: 'remove', id: 'pane1' }], ({ s }) => expect(activePanes(s)).toEqual(['pane2'])],
  ['select and select the parent', [{ type: 'select', id: 'remark' }, { type: 'selectParent' }], ({ selected }) => expect(selected).toBe('card1')],
  [
    'select nothing',
    [
      { type: 'select', id: 'remark' },
      { type: 'select', id: null },
    ],
    ({ selected }) => expect(selected).toBeNull(),
  ],
  [
    'update an option',
    [{ type: 'updateOption', id: 'name1', key: 'label', value: '姓名' }],
    ({ s }) => expect((get(s, 'name1').options as { label: string }).label).toBe('姓名'),
  ],
  [
    'update option items',
    [{ type: 'add', widgetType: 'radio', target: { parentId: null, index: 0 } }],
    ({ h }) => {
      const id = h.present.schema.widgetList[0].id;
      const r = dispatch(h, { type: 'updateOption', id, key: 'optionItems', value: [{ label: '男', value: 'm' }] });
      expect((widgetById(r.history.present.schema, id)!.options as { optionItems: unknown }).optionItems).toEqual([{ label: '男', value: 'm' }]);
    },
  ],
  [
    'rename a field: linkage rules follow',
    [
      { type: 'updateFormConfig', key: 'linkage', value: [{ id: 'r1', when: { field: 'name1', op: 'empty' }, then: [{ type: 'hide', target: 'remark' }] }] },
      { type: 'updateOption', id: 'name1', key: 'name', value: 'fullName' },
      { type: 'updateOption', id: 'remark', key: 'name', value: 'note' },
    ],
    ({ s }) => {
      expect(s.formConfig.linkage[0].when).toEqual({ field: 'fullName', op: 'empty' });
      expect(s.formConfig.linkage[0].then[0].target).toBe('note');
      expect(get(s, 'name1').options.name).toBe('fullName');
    },
  ],
  [
    'form config: labelWidth, labelAlign, modelName, rulesName',
    [
      { type: 'updateFormConfig', key: 'labelWidth', value: 120 },
      { type: 'updateFormConfig', key: 'labelAlign', value: 'right' },
      { type: 'updateFormConfig', key: 'modelName', value: 'model' },
      { type: 'updateFormConfig', key: 'rulesName', value: 'formRules' },
    ],
    ({ s }) => expect(s.formConfig).toMatchObject({ labelWidth: 120, labelAlign: 'right', modelName: 'model', rulesName: 'formRules' }),
  ],
  [
    'fold and unfold a card',
    [{ type: 'setCardFolded', id: 'card1', folded: true }],
    ({ h, s }) => {
      expect(get<CardWidget>(s, 'card1').options.folded).toBe(true);
      const r = dispatch(h, { type: 'setCardFolded', id: 'card1', folded: false });
      expect(get<CardWidget>(r.history.present.schema, 'card1').options.folded).toBe(false);
    },
  ],
  [
    'add a tab pane',
    [{ type: 'addTab', id: 'tab1' }],
    ({ s }) => {
      expect(tabs(s)).toHaveLength(3);
      expect(tabs(s)[2].options.label).toBe('标签页 3');
      expect(activePanes(s)).toEqual(['pane1']);
    },
  ],
  [
    'set the tab style',
    [{ type: 'setTabDisplayType', id: 'tab1', displayType: 'card' }],
    ({ s }) => expect(get<TabWidget>(s, 'tab1').displayType).toBe('card'),
  ],
  ['remove a tab pane', [{ type: 'removeTab', id: 'pane2' }], ({ s }) => expect(ids(tabs(s))).toEqual(['pane1'])],
  ['activate a tab pane', [{ type: 'activateTab', id: 'pane2' }], ({ s }) => expect(activePanes(s)).toEqual(['pane2'])],
  [
    'disable the active pane: the next one becomes active',
    [{ type: 'setTabDisabled', id: 'pane1', disabled: true }],
    ({ s }) => {
      expect(tabs(s)[0].options.disabled).toBe(true);
      expect(activePanes(s)).toEqual(['pane2']);
    },
  ],
  [
    'hide and show a pane',
    [
      { type: 'setTabHidden', id: 'pane2', hidden: true },
      { type: 'setTabHidden', id: 'pane2', hidden: false },
    ],
    ({ s }) => expect(tabs(s)[1].options.hidden).toBe(false),
  ],
  [
    'hide the active pane: the next one becomes active',
    [{ type: 'setTabHidden', id: 'pane1', hidden: true }],
    ({ s }) => expect(activePanes(s)).toEqual(['pane2']),
  ],
  ['add a grid column', [{ type: 'addGridColumn', id: 'grid1' }], ({ s }) => expect(get<GridWidget>(s, 'grid1').cols).toHaveLength(3)],
  [
    'remove a grid column by its own operation',
    [{ type: 'removeGridColumn', id: 'col2' }],
    ({ s }) => expect(ids(get<GridWidget>(s, 'grid1').cols)).toEqual(['col1']),
  ],
  [
    'add a table row at the end and at the start',
    [
      { type: 'addTableRow', id: 'table1' },
      { type: 'addTableRow', id: 'table1', index: 0 },
    ],
    ({ s }) => {
      expect(table(s).rows).toHaveLength(4);
      expect(table(s).rows.every((r) => r.cols.length === 2)).toBe(true);
      expect(table(s).rows[1].id).toBe('row0');
      expect(allKeysUnique(s)).toBe(true);
    },
  ],
  [
    'add a table column in the middle',
    [{ type: 'addTableColumn', id: 'table1', index: 1 }],
    ({ s }) => {
      expect(table(s).rows.map((r) => r.cols.length)).toEqual([3, 3]);
      expect(table(s).rows[0].cols[2].id).toBe('c01');
    },
  ],
  ['remove a table row', [{ type: 'removeTableRow', id: 'table1', index: 0 }], ({ s }) => expect(ids(table(s).rows[0].cols)).toEqual(['c10', 'c11'])],
  [
    'remove a table column',
    [{ type: 'removeTableColumn', id: 'table1', index: 1 }],
    ({ s }) => expect(table(s).rows.map((r) => ids(r.cols))).toEqual([['c00'], ['c10']]),
  ],
  [
    'merge a cell right: the neighbour is covered and its widgets move in',
    [
      { type: 'add', widgetType: 'input', target: { parentId: 'c01' } },
      { type: 'mergeCell', id: 'c00', direction: 'right' },
    ],
    ({ s }) => {
      const [a, b] = table(s).rows[0].cols;
      expect(a.options.colspan).toBe(2);
      expect(a.widgetList).toHaveLength(1);
      expect(b.merged).toBe(true);
      expect(b.widgetList).toEqual([]);
    },
  ],
  [
    'merge a cell down',
    [{ type: 'mergeCell', id: 'c01', direction: 'down' }],
    ({ s }) => {
      expect(table(s).rows[0].cols[1].options.rowspan).toBe(2);
      expect(table(s).rows[1].cols[1].merged).toBe(true);
    },
  ],
  [
    'merge right then down covers a 2×2 block',
    [
      { type: 'mergeCell', id: 'c00', direction: 'right' },
      { type: 'mergeCell', id: 'c10', direction: 'right' },
      { type: 'mergeCell', id: 'c00', direction: 'down' },
    ],
    ({ s }) => {
      expect(table(s).rows[0].cols[0].options).toMatchObject({ rowspan: 2, colspan: 2 });
      expect(
        table(s)
          .rows.flatMap((r) => r.cols)
          .filter((c) => c.merged),
      ).toHaveLength(3);
    },
  ],
  [
    'split a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'right' },
      { type: 'splitCell', id: 'c00' },
    ],
    ({ s }) => {
      expect(table(s).rows[0].cols.map((c) => [c.merged, c.options.colspan])).toEqual([
        [false, 1],
        [false, 1],
      ]);
    },
  ],
  [
    'clear the form',
    [{ type: 'select', id: 'name1' }, { type: 'clear' }],
    ({ s, selected }) => {
      expect(s.widgetList).toEqual([]);
      expect(selected).toBeNull();
      expect(s.formConfig.labelWidth).toBe(80);
    },
  ],
];

const refused: [string, DesignerAction[], RegExp][] = [
  ['a grid column at the top', [{ type: 'add', widgetType: 'grid-col' }], /只能在所属容器内/],
  ['a container into a sub-form', [{ type: 'add', widgetType: 'card', target: { parentId: 'sub1' } }], /容器不能放入子表单/],
  ['a grid into a sub-form', [{ type: 'add', widgetType: 'grid', target: { parentId: 'sub1' } }], /容器不能放入子表单/],
  ['an alert into a sub-form', [{ type: 'add', widgetType: 'alert', target: { parentId: 'sub1' } }], /容器不能放入子表单/],
  ['a sub-form into a sub-form', [{ type: 'add', widgetType: 'sub-form', target: { parentId: 'sub1' } }], /子表单不能嵌套子表单/],
  ['into a field', [{ type: 'add', widgetType: 'input', target: { parentId: 'name1' } }], /只能放入/],
  ['into a grid itself (not a column)', [{ type: 'add', widgetType: 'input', target: { parentId: 'grid1' } }], /只能放入/],
  ['into a missing container', [{ type: 'add', widgetType: 'input', target: { parentId: 'nope' } }], /不存在/],
  [
    'into a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'right' },
      { type: 'add', widgetType: 'input', target: { parentId: 'c01' } },
    ],
    /被合并/,
  ],
  ['move a card into a sub-form', [{ type: 'move', id: 'card1', target: { parentId: 'sub1' } }], /容器不能放入子表单/],
  [
    'move a sub-form into another sub-form',
    [
      { type: 'add', widgetType: 'sub-form' },
      { type: 'move', id: 'sub1', target: { parentId: 'sub1' } },
    ],
    /自身/,
  ],
  [
    'move a card holding a sub-form into a sub-form',
    [
      { type: 'move', id: 'sub1', target: { parentId: 'card1' } },
      { type: 'add', widgetType: 'sub-form', target: { parentId: null } },
      { type: 'move', id: 'card1', target: { parentId: 'sub1' } },
    ],
    /子表单不能嵌套子表单|自身/,
  ],
  ['move a grid into its own column', [{ type: 'move', id: 'grid1', target: { parentId: 'col1' } }], /自身/],
  ['move a grid column out of its grid', [{ type: 'move', id: 'col1', target: { parentId: null } }], /只能在所属容器内/],
  ['move the first widget up', [{ type: 'moveUp', id: 'name1' }], /第一个/],
  ['move the last widget down', [{ type: 'moveDown', id: 'table1' }], /最后一个/],
  ['move a table cell', [{ type: 'moveDown', id: 'c00' }], /不能移动/],
  ['copy a table cell', [{ type: 'copy', id: 'c00' }], /不能复制/],
  ['remove a table cell', [{ type: 'remove', id: 'c00' }], /整行或整列/],
  [
    'remove the only grid column',
    [
      { type: 'remove', id: 'col1' },
      { type: 'remove', id: 'col2' },
    ],
    /至少保留一列/,
  ],
  [
    'remove the only tab pane',
    [
      { type: 'removeTab', id: 'pane1' },
      { type: 'removeTab', id: 'pane2' },
    ],
    /至少保留一页/,
  ],
  ['remove a missing widget', [{ type: 'remove', id: 'nope' }], /不存在/],
  ['select a missing widget', [{ type: 'select', id: 'nope' }], /不存在/],
  ['select the parent of a top-level widget', [{ type: 'select', id: 'name1' }, { type: 'selectParent' }], /顶层/],
  [
    'activate a disabled pane',
    [
      { type: 'setTabDisabled', id: 'pane2', disabled: true },
      { type: 'activateTab', id: 'pane2' },
    ],
    /禁用/,
  ],
  [
    'activate a hidden pane',
    [
      { type: 'setTabHidden', id: 'pane2', hidden: true },
      { type: 'activateTab', id: 'pane2' },
    ],
    /隐藏/,
  ],
  ['an unknown tab style', [{ type: 'setTabDisplayType', id: 'tab1', displayType: 'x' as never }], /标签页样式/],
  ['fold something that is not a card', [{ type: 'setCardFolded', id: 'name1', folded: true }], /类型不符/],
  ['merge right at the last column', [{ type: 'mergeCell', id: 'c01', direction: 'right' }], /右侧没有/],
  ['merge down at the last row', [{ type: 'mergeCell', id: 'c10', direction: 'down' }], /下方没有/],
  [
    'merge right with a neighbour of another height',
    [
      { type: 'mergeCell', id: 'c01', direction: 'down' },
      { type: 'mergeCell', id: 'c00', direction: 'right' },
    ],
    /跨行数不同/,
  ],
  ['split a cell that is not merged', [{ type: 'splitCell', id: 'c00' }], /没有合并/],
  [
    'remove a column through a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'right' },
      { type: 'removeTableColumn', id: 'table1', index: 1 },
    ],
    /跨列合并/,
  ],
  [
    'remove a row through a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'down' },
      { type: 'removeTableRow', id: 'table1', index: 1 },
    ],
    /跨行合并/,
  ],
  [
    'insert a column through a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'right' },
      { type: 'addTableColumn', id: 'table1', index: 1 },
    ],
    /穿过合并单元格/,
  ],
  [
    'insert a row through a merged cell',
    [
      { type: 'mergeCell', id: 'c00', direction: 'down' },
      { type: 'addTableRow', id: 'table1', index: 1 },
    ],
    /穿过合并单元格/,
  ],
  [
    'remove the only table row',
    [
      { type: 'removeTableRow', id: 'table1', index: 0 },
      { type: 'removeTableRow', id: 'table1', index: 0 },
    ],
    /至少保留一行/,
  ],
  ['an unknown option', [{ type: 'updateOption', id: 'name1', key: 'nope', value: 1 }], /没有属性/],
  ['a name another widget uses', [{ type: 'updateOption', id: 'name1', key: 'name', value: 'remark' }], /已被其他组件使用/],
  ['an empty name', [{ type: 'updateOption', id: 'name1', key: 'name', value: ' ' }], /不能为空/],
  ['a negative label width', [{ type: 'updateFormConfig', key: 'labelWidth', value: -1 }], /标签宽度/],
  ['a model name starting with a digit', [{ type: 'updateFormConfig', key: 'modelName', value: '1data' }], /名称只能/],
];

describe('designer engine: operations', () => {
  it.each(accepted)('%s', (_name, actions, check) => {
    const r = run(actions);
    expect(r.error).toBeNull();
    check(r);
  });

  it.each(refused)('refuses %s, with a reason, leaving the history as it was', (_name, actions, reason) => {
    const before = run(actions.slice(0, -1)).h;
    const r = dispatch(before, actions[actions.length - 1], { random });
    expect(r.error).toMatch(reason);
    expect(r.history).toBe(before);
  });
});

describe('designer engine: undo and redo', () => {
  it.each(accepted.filter(([, actions]) => actions.some((a) => a.type !== 'select' && a.type !== 'selectParent')))('undo and redo of: %s', (_name, actions) => {
    const before = run(actions.slice(0, -1)).h;
    const after = dispatch(before, actions[actions.length - 1], { random, now: 0 }).history;
    const undone = undo(after);
    expect(undone.present.schema).toEqual(before.present.schema);
    expect(canRedo(undone)).toBe(true);
    expect(redo(undone).present.schema).toEqual(after.present.schema);
  });

  it('selection changes are not undo steps', () => {
    const h = run([
      { type: 'select', id: 'name1' },
      { type: 'select', id: 'card1' },
    ]).h;
    expect(canUndo(h)).toBe(false);
    expect(h.present.selectedId).toBe('card1');
  });

  it('undo restores the selection of the time', () => {
    const { h } = run([
      { type: 'select', id: 'name1' },
      { type: 'remove', id: 'name1' },
    ]);
    expect(undo(h).present.selectedId).toBe('name1');
  });

  it('is unlimited for the session', () => {
    let h = createHistory();
    for (let i = 0; i < 300; i++) h = dispatch(h, { type: 'add', widgetType: 'input' }, { random }).history;
    expect(h.present.schema.widgetList).toHaveLength(300);
    expect(h.past).toHaveLength(300);
    while (canUndo(h)) h = undo(h);
    expect(h.present.schema.widgetList).toHaveLength(0);
    while (canRedo(h)) h = redo(h);
    expect(h.present.schema.widgetList).toHaveLength(300);
  });

  it('a new operation after undo drops the redo steps', () => {
    const h = undo(run([{ type: 'moveDown', id: 'name1' }]).h);
    const next = dispatch(h, { type: 'remove', id: 'table1' }).history;
    expect(canRedo(next)).toBe(false);
  });

  it('undo and redo do nothing at the ends', () => {
    const h = sampleHistory();
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  const label = (h: DesignerHistory, id = 'name1') => (widgetById(h.present.schema, id)!.options as { label: string }).label;
  const edit = (h: DesignerHistory, value: string, now: number, id = 'name1', key = 'label') =>
    dispatch(h, { type: 'updateOption', id, key, value }, { now }).history;

  it('coalesces consecutive keystrokes in one property within 1 s into one step', () => {
    let h = sampleHistory();
    h = edit(h, '姓', 0);
    h = edit(h, '姓名', 400);
    h = edit(h, '姓名：', 400 + COALESCE_MS); // each within 1 s of the previous
    expect(label(h)).toBe('姓名：');
    expect(h.past).toHaveLength(1);
    const undone = undo(h);
    expect(label(undone)).toBe('name1');
    expect(label(redo(undone))).toBe('姓名：');
  });

  it('does not coalesce after a pause, another property, another widget or another operation', () => {
    let h = sampleHistory();
    h = edit(h, 'a', 0);
    h = edit(h, 'ab', COALESCE_MS + 1); // pause
    h = edit(h, 'x', COALESCE_MS + 2, 'name1', 'placeholder'); // other property
    h = edit(h, 'r', COALESCE_MS + 3, 'remark'); // other widget
    h = dispatch(h, { type: 'moveDown', id: 'name1' }, { now: COALESCE_MS + 4 }).history;
    h = edit(h, 'abc', COALESCE_MS + 5); // after another operation
    expect(h.past).toHaveLength(6);
    expect(label(undo(h))).toBe('ab');
    expect(label(undo(undo(undo(undo(h)))))).toBe('ab');
    expect(label(undo(undo(undo(undo(undo(h))))))).toBe('a');
  });

  it('coalesces form config edits of one key', () => {
    let h = sampleHistory();
    for (const [i, v] of [1, 12, 120].entries()) h = dispatch(h, { type: 'updateFormConfig', key: 'labelWidth', value: v }, { now: i * 100 }).history;
    expect(h.past).toHaveLength(1);
    expect(undo(h).present.schema.formConfig.labelWidth).toBe(80);
  });

  it('an undo ends coalescing', () => {
    let h = edit(sampleHistory(), 'a', 0);
    h = edit(h, 'ab', 100, 'name1', 'placeholder');
    h = undo(h);
    h = edit(h, 'a2', 200);
    expect(h.past).toHaveLength(2);
  });
});

describe('designer engine: import and export', () => {
  it('export then import gives the same form', () => {
    const { h } = run([
      { type: 'copy', id: 'table1' },
      { type: 'mergeCell', id: 'c00', direction: 'right' },
    ]);
    const json = exportForm(h.present.schema);
    const r = importIntoHistory(createHistory(), json);
    expect(r.error).toBeNull();
    expect(r.history.present.schema).toEqual(h.present.schema);
    expect(r.history.importIssues).toEqual([]);
  });

  it('imports VForm JSON, keeps the report, and the import can be undone', () => {
    const start = sampleHistory();
    const r = importIntoHistory(start, JSON.stringify(vformAllFields));
    expect(r.error).toBeNull();
    expect(r.history.present.schema.widgetList.length).toBeGreaterThan(0);
    expect(Array.isArray(r.history.importIssues)).toBe(true);
    expect(r.history.present.selectedId).toBeNull();
    expect(undo(r.history).present.schema).toEqual(start.present.schema);
  });

  it('refuses unreadable input, keeps the form and reports why', () => {
    const start = sampleHistory();
    const r = importIntoHistory(start, '{ not json');
    expect(r.error).toMatch(/导入失败/);
    expect(r.history.present).toBe(start.present);
    expect(r.history.importIssues?.[0].code).toBe('invalidJson');
    const other = importIntoHistory(start, { formatVersion: 99, widgetList: [] });
    expect(other.history.importIssues?.[0].code).toBe('unsupportedVersion');
  });
});

describe('designer engine: drops into sub-forms', () => {
  it('refuses moving a sub-form, or a card holding one, into another sub-form', () => {
    let h = sampleHistory();
    h = dispatch(h, { type: 'add', widgetType: 'sub-form', target: { parentId: null } }, { random }).history;
    const other = h.present.selectedId!;
    const direct = dispatch(h, { type: 'move', id: 'sub1', target: { parentId: other } });
    expect(direct.error).toMatch(/子表单不能嵌套子表单/);
    h = dispatch(h, { type: 'move', id: 'sub1', target: { parentId: 'card1' } }).history;
    const nested = dispatch(h, { type: 'move', id: 'card1', target: { parentId: other } });
    expect(nested.error).toMatch(/子表单不能嵌套子表单/);
    expect(nested.history).toBe(h);
  });
});

describe('designer engine: edits of the selected widget', () => {
  it('updateOption without an id edits the selected widget, and coalesces', () => {
    let h = run([{ type: 'select', id: 'remark' }]).h;
    h = dispatch(h, { type: 'updateOption', key: 'label', value: '备' }, { now: 0 }).history;
    h = dispatch(h, { type: 'updateOption', key: 'label', value: '备注' }, { now: 10 }).history;
    expect((widgetById(h.present.schema, 'remark')!.options as { label: string }).label).toBe('备注');
    expect(h.past).toHaveLength(1);
    expect(dispatch(sampleHistory(), { type: 'updateOption', key: 'label', value: 'x' }).error).toMatch(/没有选中/);
  });
});
