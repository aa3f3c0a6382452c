import type { FormConfig, Widget, WidgetType } from '@notaria/form-core';
import type { DesignerState, DropTarget, OpResult } from './state.ts';
import { addWidget, copyWidget, insertWidget, moveWidget, removeWidget, selectParent, selectWidget, shiftWidget } from './tree-ops.ts';
import {
  activateTabPane,
  addGridColumn,
  addTabPane,
  addTableColumn,
  addTableRow,
  mergeTableCell,
  removeGridColumn,
  removeTabPane,
  removeTableColumn,
  removeTableRow,
  setCardFolded,
  setTabPaneDisabled,
  setTabDisplayType,
  setTabPaneHidden,
  splitTableCell,
} from './container-ops.ts';
import { clearForm, updateFormConfig, updateOption } from './config-ops.ts';

/** Every designer operation, as data (import and undo/redo are handled by the history). */
export type DesignerAction =
  | { type: 'add'; widgetType: WidgetType; target?: DropTarget; label?: string }
  | { type: 'paste'; widget: Widget; target?: DropTarget }
  | { type: 'move'; id: string; target: DropTarget }
  | { type: 'moveUp'; id: string }
  | { type: 'moveDown'; id: string }
  | { type: 'copy'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'select'; id: string | null }
  | { type: 'selectParent' }
  /** `id` omitted: the selected widget. */
  | { type: 'updateOption'; id?: string; key: string; value: unknown }
  | { type: 'updateFormConfig'; key: keyof FormConfig; value: unknown }
  | { type: 'setCardFolded'; id: string; folded: boolean }
  | { type: 'addTab'; id: string }
  | { type: 'setTabDisplayType'; id: string; displayType: '' | 'card' | 'border-card' }
  | { type: 'removeTab'; id: string }
  | { type: 'activateTab'; id: string }
  | { type: 'setTabDisabled'; id: string; disabled: boolean }
  | { type: 'setTabHidden'; id: string; hidden: boolean }
  | { type: 'addGridColumn'; id: string }
  | { type: 'removeGridColumn'; id: string }
  | { type: 'addTableRow'; id: string; index?: number }
  | { type: 'removeTableRow'; id: string; index: number }
  | { type: 'addTableColumn'; id: string; index?: number }
  | { type: 'removeTableColumn'; id: string; index: number }
  | { type: 'mergeCell'; id: string; direction: 'right' | 'down' }
  | { type: 'splitCell'; id: string }
  | { type: 'clear' };

/** Applies one action to a state (no history). `random` makes new keys repeatable in tests. */
export function applyAction(state: DesignerState, action: DesignerAction, random?: () => number): OpResult {
  switch (action.type) {
    case 'add':
      return addWidget(state, action.widgetType, action.target, { label: action.label, random });
    case 'paste':
      return insertWidget(state, action.widget, action.target, random);
    case 'move':
      return moveWidget(state, action.id, action.target);
    case 'moveUp':
      return shiftWidget(state, action.id, -1);
    case 'moveDown':
      return shiftWidget(state, action.id, 1);
    case 'copy':
      return copyWidget(state, action.id, random);
    case 'remove':
      return removeWidget(state, action.id);
    case 'select':
      return selectWidget(state, action.id);
    case 'selectParent':
      return selectParent(state);
    case 'updateOption': {
      const id = action.id ?? state.selectedId;
      return id ? updateOption(state, id, action.key, action.value) : { ok: false, error: '没有选中的组件' };
    }
    case 'updateFormConfig':
      return updateFormConfig(state, action.key, action.value as never);
    case 'setCardFolded':
      return setCardFolded(state, action.id, action.folded);
    case 'addTab':
      return addTabPane(state, action.id, random);
    case 'setTabDisplayType':
      return setTabDisplayType(state, action.id, action.displayType);
    case 'removeTab':
      return removeTabPane(state, action.id);
    case 'activateTab':
      return activateTabPane(state, action.id);
    case 'setTabDisabled':
      return setTabPaneDisabled(state, action.id, action.disabled);
    case 'setTabHidden':
      return setTabPaneHidden(state, action.id, action.hidden);
    case 'addGridColumn':
      return addGridColumn(state, action.id, random);
    case 'removeGridColumn':
      return removeGridColumn(state, action.id);
    case 'addTableRow':
      return addTableRow(state, action.id, action.index, random);
    case 'removeTableRow':
      return removeTableRow(state, action.id, action.index);
    case 'addTableColumn':
      return addTableColumn(state, action.id, action.index, random);
    case 'removeTableColumn':
      return removeTableColumn(state, action.id, action.index);
    case 'mergeCell':
      return mergeTableCell(state, action.id, action.direction);
    case 'splitCell':
      return splitTableCell(state, action.id);
    case 'clear':
      return clearForm(state);
  }
}

/** Actions that change only the selection: they are not undo steps. */
export const isSelectionAction = (a: DesignerAction) => a.type === 'select' || a.type === 'selectParent';

/** Edits of one property that may merge into one undo step. */
export function coalesceKey(a: DesignerAction): string | null {
  if (a.type === 'updateOption') return `option:${a.id ?? ''}:${a.key}`;
  if (a.type === 'updateFormConfig') return `form:${String(a.key)}`;
  return null;
}
