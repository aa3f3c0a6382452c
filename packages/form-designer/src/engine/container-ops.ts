import {
  collectTakenKeys,
  createWidget,
  generateWidgetKey,
  type TableCellWidget,
  type TableWidget,
  type TabPaneWidget,
  type TabWidget,
  type Widget,
  type WidgetType,
} from '@notaria/form-core';
import { locate, produce, refuse, type DesignerState, type OpResult } from './state.ts';
import { tabPaneLabel } from './new-widget-text.ts';

type Random = (() => number) | undefined;

/** Runs `edit` on the draft copy of the widget with the id, refusing unless it has the expected type. */
function editWidget<T extends WidgetType>(
  state: DesignerState,
  id: string,
  type: T,
  edit: (widget: Extract<Widget, { type: T }>, draft: DesignerState, parent: Widget | null) => string | void,
): OpResult {
  const visit = locate(state.schema, id);
  if (!visit || visit.widget.type !== type) return refuse('组件不存在或类型不符');
  return produce(state, (draft) => {
    const v = locate(draft.schema, id)!;
    return edit(v.widget as Extract<Widget, { type: T }>, draft, v.parent);
  });
}

// ---- card ----

export const setCardFolded = (state: DesignerState, id: string, folded: boolean) =>
  editWidget(state, id, 'card', (card) => {
    card.options.folded = folded;
  });

// ---- tab ----

export const addTabPane = (state: DesignerState, tabId: string, random?: Random) =>
  editWidget(state, tabId, 'tab', (tab, draft) => {
    const pane = createWidget('tab-pane', { taken: collectTakenKeys(draft.schema), random });
    pane.options.label = tabPaneLabel(tab.tabs.length + 1);
    tab.tabs.push(pane);
    draft.selectedId = pane.id;
  });

export const setTabDisplayType = (state: DesignerState, tabId: string, displayType: TabWidget['displayType']) =>
  editWidget(state, tabId, 'tab', (tab) => {
    if (!['', 'card', 'border-card'].includes(displayType)) return '标签页样式只能是 线条、卡片 或 带边框卡片';
    tab.displayType = displayType;
  });

function tabOf(parent: Widget | null) {
  return parent?.type === 'tab' ? parent : null;
}

/** Marks the first pane that is neither hidden nor disabled active when the active one is gone. */
function keepActivePane(tabs: TabPaneWidget[]) {
  if (tabs.some((p) => p.options.active && !p.options.hidden && !p.options.disabled)) return;
  const next = tabs.find((p) => !p.options.hidden && !p.options.disabled);
  if (!next) return;
  for (const p of tabs) p.options.active = p === next;
}

export const removeTabPane = (state: DesignerState, paneId: string) =>
  editWidget(state, paneId, 'tab-pane', (pane, draft, parent) => {
    const tab = tabOf(parent);
    if (!tab) return '标签页不存在';
    if (tab.tabs.length === 1) return '标签页至少保留一页';
    tab.tabs.splice(tab.tabs.indexOf(pane), 1);
    keepActivePane(tab.tabs);
    if (draft.selectedId === paneId) draft.selectedId = tab.id;
  });

export const activateTabPane = (state: DesignerState, paneId: string) =>
  editWidget(state, paneId, 'tab-pane', (pane, _draft, parent) => {
    const tab = tabOf(parent);
    if (!tab) return '标签页不存在';
    if (pane.options.disabled) return '已禁用的标签页不能激活';
    if (pane.options.hidden) return '已隐藏的标签页不能激活';
    for (const p of tab.tabs) p.options.active = p === pane;
  });

export const setTabPaneDisabled = (state: DesignerState, paneId: string, disabled: boolean) =>
  editWidget(state, paneId, 'tab-pane', (pane, _draft, parent) => {
    pane.options.disabled = disabled;
    const tab = tabOf(parent);
    if (tab) keepActivePane(tab.tabs);
  });

export const setTabPaneHidden = (state: DesignerState, paneId: string, hidden: boolean) =>
  editWidget(state, paneId, 'tab-pane', (pane, _draft, parent) => {
    pane.options.hidden = hidden;
    const tab = tabOf(parent);
    if (tab) keepActivePane(tab.tabs);
  });

// ---- grid ----

export const addGridColumn = (state: DesignerState, gridId: string, random?: Random) =>
  editWidget(state, gridId, 'grid', (grid, draft) => {
    const col = createWidget('grid-col', { taken: collectTakenKeys(draft.schema), random });
    grid.cols.push(col);
    draft.selectedId = col.id;
  });

export const removeGridColumn = (state: DesignerState, colId: string) =>
  editWidget(state, colId, 'grid-col', (col, draft, parent) => {
    if (parent?.type !== 'grid') return '栅格不存在';
    if (parent.cols.length === 1) return '栅格至少保留一列';
    parent.cols.splice(parent.cols.indexOf(col), 1);
    if (draft.selectedId !== null && !locate(draft.schema, draft.selectedId)) draft.selectedId = parent.id;
  });

// ---- table ----

interface Span {
  r: number;
  c: number;
  rs: number;
  cs: number;
}

/** Cells that cover more than themselves, as rectangles. */
function spans(table: TableWidget): Span[] {
  const out: Span[] = [];
  table.rows.forEach((row, r) =>
    row.cols.forEach((cell, c) => {
      const { rowspan: rs, colspan: cs } = cell.options;
      if (!cell.merged && (rs > 1 || cs > 1)) out.push({ r, c, rs, cs });
    }),
  );
  return out;
}

const columnCount = (table: TableWidget) => table.rows[0]?.cols.length ?? 0;

function findCell(table: TableWidget, cellId: string): { r: number; c: number; cell: TableCellWidget } | null {
  for (let r = 0; r < table.rows.length; r++) {
    const c = table.rows[r].cols.findIndex((cell) => cell.id === cellId);
    if (c >= 0) return { r, c, cell: table.rows[r].cols[c] };
  }
  return null;
}

const newCell = (draft: DesignerState, random: Random) => createWidget('table-cell', { taken: collectTakenKeys(draft.schema), random });

export const addTableRow = (state: DesignerState, tableId: string, index?: number, random?: Random) =>
  editWidget(state, tableId, 'table', (table, draft) => {
    const at = index === undefined || index < 0 || index > table.rows.length ? table.rows.length : index;
    if (spans(table).some((s) => s.r < at && at < s.r + s.rs)) return '插入位置穿过合并单元格，请先拆分';
    const cols = Array.from({ length: columnCount(table) }, () => newCell(draft, random));
    const id = generateWidgetKey('table-row', { taken: collectTakenKeys(draft.schema), random });
    table.rows.splice(at, 0, { id, merged: false, cols });
  });

export const addTableColumn = (state: DesignerState, tableId: string, index?: number, random?: Random) =>
  editWidget(state, tableId, 'table', (table, draft) => {
    const n = columnCount(table);
    const at = index === undefined || index < 0 || index > n ? n : index;
    if (spans(table).some((s) => s.c < at && at < s.c + s.cs)) return '插入位置穿过合并单元格，请先拆分';
    for (const row of table.rows) row.cols.splice(at, 0, newCell(draft, random));
  });

export const removeTableRow = (state: DesignerState, tableId: string, index: number) =>
  editWidget(state, tableId, 'table', (table, draft) => {
    if (index < 0 || index >= table.rows.length) return '行不存在';
    if (table.rows.length === 1) return '表格至少保留一行';
    if (spans(table).some((s) => s.rs > 1 && s.r <= index && index < s.r + s.rs)) return '该行有跨行合并的单元格，请先拆分';
    table.rows.splice(index, 1);
    if (draft.selectedId !== null && !locate(draft.schema, draft.selectedId)) draft.selectedId = table.id;
  });

export const removeTableColumn = (state: DesignerState, tableId: string, index: number) =>
  editWidget(state, tableId, 'table', (table, draft) => {
    if (index < 0 || index >= columnCount(table)) return '列不存在';
    if (columnCount(table) === 1) return '表格至少保留一列';
    if (spans(table).some((s) => s.cs > 1 && s.c <= index && index < s.c + s.cs)) return '该列有跨列合并的单元格，请先拆分';
    for (const row of table.rows) row.cols.splice(index, 1);
    if (draft.selectedId !== null && !locate(draft.schema, draft.selectedId)) draft.selectedId = table.id;
  });

function tableOfCell(draft: DesignerState, cellId: string): TableWidget | null {
  const visit = locate(draft.schema, cellId);
  return visit?.parent?.type === 'table' ? visit.parent : null;
}

/** Merges a cell with its neighbour to the right ('right') or below ('down'); the neighbour's widgets move in. */
export function mergeTableCell(state: DesignerState, cellId: string, direction: 'right' | 'down'): OpResult {
  return editWidget(state, cellId, 'table-cell', (_cell, draft) => {
    const table = tableOfCell(draft, cellId);
    if (!table) return '表格不存在';
    const { r, c, cell } = findCell(table, cellId)!;
    if (cell.merged) return '该单元格已被合并';
    const { rowspan: rs, colspan: cs } = cell.options;
    const [nr, nc] = direction === 'right' ? [r, c + cs] : [r + rs, c];
    const other = table.rows[nr]?.cols[nc];
    if (!other) return direction === 'right' ? '右侧没有可合并的单元格' : '下方没有可合并的单元格';
    if (other.merged) return '相邻单元格已被合并';
    if (direction === 'right' && other.options.rowspan !== rs) return '右侧单元格跨行数不同，不能合并';
    if (direction === 'down' && other.options.colspan !== cs) return '下方单元格跨列数不同，不能合并';
    const [ors, ocs] = [other.options.rowspan, other.options.colspan];
    cell.widgetList.push(...other.widgetList);
    for (let i = nr; i < nr + ors; i++) {
      for (let j = nc; j < nc + ocs; j++) {
        const covered = table.rows[i].cols[j];
        covered.merged = true;
        covered.widgetList = [];
        covered.options.rowspan = 1;
        covered.options.colspan = 1;
      }
    }
    if (direction === 'right') cell.options.colspan = cs + ocs;
    else cell.options.rowspan = rs + ors;
  });
}

/** Splits a merged cell back into single cells. */
export const splitTableCell = (state: DesignerState, cellId: string) =>
  editWidget(state, cellId, 'table-cell', (_cell, draft) => {
    const table = tableOfCell(draft, cellId);
    if (!table) return '表格不存在';
    const { r, c, cell } = findCell(table, cellId)!;
    const { rowspan: rs, colspan: cs } = cell.options;
    if (cell.merged || (rs === 1 && cs === 1)) return '该单元格没有合并';
    for (let i = r; i < r + rs; i++) {
      for (let j = c; j < c + cs; j++) table.rows[i].cols[j].merged = false;
    }
    cell.options.rowspan = 1;
    cell.options.colspan = 1;
  });
