import { collectTakenKeys, createWidget, generateWidgetKey, type FormSchema, type Widget, type WidgetType } from '@notaria/form-core';
import {
  clampIndex,
  dropRefusal,
  INTERNAL_TYPES,
  LIST_CONTAINERS,
  locate,
  ok,
  produce,
  refuse,
  targetList,
  type DesignerState,
  type DropTarget,
  type OpResult,
} from './state.ts';
import { localizeNewWidget } from './new-widget-text.ts';

/** A deep copy of a widget with fresh, unique ids and names (rows of a table too). */
export function cloneWithFreshKeys(widget: Widget, taken: Set<string>, random?: () => number): Widget {
  const copy: Widget = structuredClone(widget);
  const renew = (w: Widget) => {
    const key = generateWidgetKey(w.type, { taken, random });
    w.id = key;
    w.options.name = key;
    if ('widgetList' in w) w.widgetList.forEach(renew);
    if ('cols' in w) w.cols.forEach(renew);
    if ('tabs' in w) w.tabs.forEach(renew);
    if ('rows' in w) {
      for (const row of w.rows) {
        row.id = generateWidgetKey('table-row', { taken, random });
        row.cols.forEach(renew);
      }
    }
  };
  renew(copy);
  return copy;
}

/**
 * Where an added or pasted widget goes when no target is given: into the selected container that
 * takes widgets, else after the selected widget, else at the end of the form.
 */
export function defaultTarget(state: DesignerState, what: Widget | WidgetType): DropTarget {
  const { schema, selectedId } = state;
  const end: DropTarget = { parentId: null };
  if (!selectedId) return end;
  const visit = locate(schema, selectedId);
  if (!visit) return end;
  const selected = visit.widget;
  if (LIST_CONTAINERS.has(selected.type)) {
    const inside: DropTarget = { parentId: selected.id };
    if (!dropRefusal(schema, what, inside)) return inside;
  }
  // After the selected widget; parts of grids, tables and tabs are skipped up to their owner.
  let v = visit;
  while (INTERNAL_TYPES.has(v.widget.type)) {
    const owner = v.parent && locate(schema, v.parent.id);
    if (!owner) return end;
    v = owner;
  }
  return { parentId: v.parent ? v.parent.id : null, index: v.index + 1 };
}

function place(draft: DesignerState, widget: Widget, target: DropTarget): string | void {
  const found = targetList(draft.schema, target.parentId);
  if (typeof found === 'string') return found;
  found.list.splice(clampIndex(target.index, found.list.length), 0, widget);
  draft.selectedId = widget.id;
}

/** Adds a new widget of the type (palette) at the target, or at the selected position. */
export function addWidget(state: DesignerState, type: WidgetType, target?: DropTarget, opts: { label?: string; random?: () => number } = {}): OpResult {
  const where = target ?? defaultTarget(state, type);
  const why = dropRefusal(state.schema, type, where);
  if (why) return refuse(why);
  // Keys are collected from the state, not the draft: walking a draft would copy-proxy every widget.
  const taken = collectTakenKeys(state.schema);
  return produce(state, (draft) => {
    const widget = createWidget(type, { taken, random: opts.random });
    localizeNewWidget(widget);
    if (opts.label && 'label' in widget.options && widget.type !== 'card') {
      (widget.options as { label: string }).label = opts.label;
    }
    return place(draft, widget, where);
  });
}

/** Inserts a copy of the widget (paste) with fresh keys at the target, or at the selected position. */
export function insertWidget(state: DesignerState, widget: Widget, target?: DropTarget, random?: () => number): OpResult {
  const where = target ?? defaultTarget(state, widget);
  const why = dropRefusal(state.schema, strip(widget), where);
  if (why) return refuse(why);
  const copy = cloneWithFreshKeys(widget, collectTakenKeys(state.schema), random);
  return produce(state, (draft) => place(draft, copy, where));
}

/** A stand-in with an id no schema uses, so the self-drop check does not match the original. */
const strip = (w: Widget): Widget => ({ ...w, id: '\u0000' + w.id }) as Widget;

/** Moves (drags) a widget to another list or index; `target.index` is its index after the move. */
export function moveWidget(state: DesignerState, id: string, target: DropTarget): OpResult {
  const visit = locate(state.schema, id);
  if (!visit) return refuse('组件不存在');
  const why = dropRefusal(state.schema, visit.widget, target);
  if (why) return refuse(why);
  return produce(state, (draft) => {
    const from = locate(draft.schema, id)!;
    from.parentList.splice(from.index, 1);
    const found = targetList(draft.schema, target.parentId);
    if (typeof found === 'string') return found;
    found.list.splice(clampIndex(target.index, found.list.length), 0, from.widget);
    draft.selectedId = id;
  });
}

/** Moves a widget one place up (-1) or down (+1) within its parent list. */
export function shiftWidget(state: DesignerState, id: string, delta: -1 | 1): OpResult {
  const visit = locate(state.schema, id);
  if (!visit) return refuse('组件不存在');
  if (visit.widget.type === 'table-cell') return refuse('表格单元格不能移动');
  const to = visit.index + delta;
  if (to < 0) return refuse('已经是第一个，不能上移');
  if (to >= visit.parentList.length) return refuse('已经是最后一个，不能下移');
  return produce(state, (draft) => {
    const v = locate(draft.schema, id)!;
    const [w] = v.parentList.splice(v.index, 1);
    v.parentList.splice(to, 0, w);
    draft.selectedId = id;
  });
}

/** A copy with fresh keys right after the original, selected. */
export function copyWidget(state: DesignerState, id: string, random?: () => number): OpResult {
  const visit = locate(state.schema, id);
  if (!visit) return refuse('组件不存在');
  if (visit.widget.type === 'table-cell') return refuse('表格单元格不能复制，请使用插入行或插入列');
  // Cloned from the state: a draft cannot be structured-cloned.
  const copy = cloneWithFreshKeys(visit.widget, collectTakenKeys(state.schema), random);
  if (copy.type === 'tab-pane') copy.options.active = false;
  return produce(state, (draft) => {
    const v = locate(draft.schema, id)!;
    v.parentList.splice(v.index + 1, 0, copy);
    draft.selectedId = copy.id;
  });
}

/** Removes a widget; the next sibling, the previous one or the parent becomes selected. */
export function removeWidget(state: DesignerState, id: string): OpResult {
  const visit = locate(state.schema, id);
  if (!visit) return refuse('组件不存在');
  const w = visit.widget;
  if (w.type === 'table-cell') return refuse('表格单元格不能单独删除，请删除整行或整列');
  if ((w.type === 'grid-col' || w.type === 'tab-pane') && visit.parentList.length === 1) {
    return refuse(w.type === 'grid-col' ? '栅格至少保留一列' : '标签页至少保留一页');
  }
  return produce(state, (draft) => {
    const v = locate(draft.schema, id)!;
    v.parentList.splice(v.index, 1);
    if (w.type === 'tab-pane' && w.options.active) {
      const first = v.parentList[0];
      if (first?.type === 'tab-pane') first.options.active = true;
    }
    const next = v.parentList[v.index] ?? v.parentList[v.index - 1] ?? v.parent;
    if (draft.selectedId !== null && !locate(draft.schema, draft.selectedId)) draft.selectedId = next ? next.id : null;
  });
}

export function selectWidget(state: DesignerState, id: string | null): OpResult {
  if (id !== null && !locate(state.schema, id)) return refuse('组件不存在');
  return ok({ ...state, selectedId: id });
}

export function selectParent(state: DesignerState): OpResult {
  const visit = state.selectedId ? locate(state.schema, state.selectedId) : null;
  if (!visit) return refuse('没有选中的组件');
  if (!visit.parent) return refuse('已经是顶层组件');
  return ok({ ...state, selectedId: visit.parent.id });
}

export const widgetById = (schema: FormSchema, id: string | null): Widget | null => (id ? (locate(schema, id)?.widget ?? null) : null);
