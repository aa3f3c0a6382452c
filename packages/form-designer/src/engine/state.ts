import { Immer } from 'immer';
import { createFormSchema, findWidget, type FormSchema, type Widget, type WidgetType, type WidgetVisit } from '@notaria/form-core';

/** What the designer edits: the form and the selected widget. */
export interface DesignerState {
  schema: FormSchema;
  selectedId: string | null;
}

/** Where a widget goes: the container holding the list (null: the form's top level) and the final index. */
export interface DropTarget {
  parentId: string | null;
  /** Index in the list after the move; omitted or out of range: the end. */
  index?: number;
}

/** An operation either gives a new state or refuses with a reason (Chinese, for the person designing). */
export type OpResult = { ok: true; state: DesignerState } | { ok: false; error: string };

export const ok = (state: DesignerState): OpResult => ({ ok: true, state });
export const refuse = (error: string): OpResult => ({ ok: false, error });

export function createDesignerState(schema: FormSchema = createFormSchema()): DesignerState {
  return { schema, selectedId: null };
}

/** Containers whose `widgetList` accepts widgets. */
export const LIST_CONTAINERS: ReadonlySet<WidgetType> = new Set(['grid-col', 'table-cell', 'tab-pane', 'card', 'sub-form']);
/** Parts of a grid, table or tab: they live only inside their owner. */
export const INTERNAL_TYPES: ReadonlySet<WidgetType> = new Set(['grid-col', 'table-cell', 'tab-pane']);
export const CONTAINER_WIDGET_TYPES: ReadonlySet<WidgetType> = new Set([
  'grid',
  'grid-col',
  'table',
  'table-cell',
  'tab',
  'tab-pane',
  'card',
  'sub-form',
  'alert',
]);

export const isContainerType = (type: WidgetType) => CONTAINER_WIDGET_TYPES.has(type);

/**
 * Copy-on-write without freezing: the result shares every object the edit did not touch with `state`,
 * so unchanged widgets keep their identity (the canvas re-renders only what changed) and undo steps
 * cost only the changed path.
 */
const immer = new Immer({ autoFreeze: false });

/** Runs `edit` on a draft of the state; the edited copy is the result unless `edit` refuses. */
export function produce(state: DesignerState, edit: (draft: DesignerState) => string | void): OpResult {
  let error: string | void = undefined;
  const next = immer.produce(state, (draft: DesignerState) => {
    error = edit(draft);
  });
  return typeof error === 'string' ? refuse(error) : ok(next);
}

export function locate(schema: FormSchema, id: string): WidgetVisit | null {
  return findWidget(schema, (w) => w.id === id);
}

/** The list a target names, or a reason why it cannot take widgets. */
export function targetList(schema: FormSchema, parentId: string | null): { list: Widget[]; visit: WidgetVisit | null } | string {
  if (parentId === null) return { list: schema.widgetList, visit: null };
  const visit = locate(schema, parentId);
  if (!visit) return '目标容器不存在';
  const parent = visit.widget;
  if (!LIST_CONTAINERS.has(parent.type) || !('widgetList' in parent)) {
    return '只能放入栅格列、表格单元格、标签页、卡片或子表单';
  }
  if (parent.type === 'table-cell' && parent.merged) return '被合并的单元格不能放入组件';
  return { list: parent.widgetList, visit };
}

/** Ids of a widget and everything inside it. */
export function subtreeIds(widget: Widget): Set<string> {
  const ids = new Set<string>();
  const visit = (w: Widget) => {
    ids.add(w.id);
    if ('widgetList' in w) w.widgetList.forEach(visit);
    if ('cols' in w) w.cols.forEach(visit);
    if ('tabs' in w) w.tabs.forEach(visit);
    if ('rows' in w) w.rows.forEach((r) => r.cols.forEach(visit));
  };
  visit(widget);
  return ids;
}

function containsType(widget: Widget, test: (w: Widget) => boolean): boolean {
  let found = false;
  const visit = (w: Widget) => {
    if (found) return;
    if (test(w)) found = true;
    if ('widgetList' in w) w.widgetList.forEach(visit);
    if ('cols' in w) w.cols.forEach(visit);
    if ('tabs' in w) w.tabs.forEach(visit);
    if ('rows' in w) w.rows.forEach((r) => r.cols.forEach(visit));
  };
  visit(widget);
  return found;
}

/**
 * Why `widget` (or a new widget of the type) may not go into the target; null when it may.
 * `widget` given: a move of that widget (it cannot go into itself).
 */
export function dropRefusal(schema: FormSchema, what: Widget | WidgetType, target: DropTarget): string | null {
  const type = typeof what === 'string' ? what : what.type;
  if (INTERNAL_TYPES.has(type)) return '栅格列、表格单元格和标签页只能在所属容器内调整';
  const found = targetList(schema, target.parentId);
  if (typeof found === 'string') return found;
  const { visit } = found;
  if (typeof what !== 'string' && target.parentId !== null && subtreeIds(what).has(target.parentId)) {
    return '不能把组件放入它自身';
  }
  const inSubForm = visit !== null && (visit.widget.type === 'sub-form' || visit.subForm !== null);
  if (inSubForm) {
    if (type === 'sub-form' || (typeof what !== 'string' && containsType(what, (w) => w.type === 'sub-form'))) {
      return '子表单不能嵌套子表单';
    }
    if (isContainerType(type)) return '容器不能放入子表单，子表单中只能放字段';
  }
  return null;
}

export const clampIndex = (index: number | undefined, length: number) => (index === undefined || index < 0 || index > length ? length : index);
