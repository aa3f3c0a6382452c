import type { FormSchema, WidgetType } from '@notaria/form-core';
import type { DesignerAction } from '../engine/actions.ts';
import { locate } from '../engine/state.ts';

export const PALETTE_PREFIX = 'palette:';
export const LIST_PREFIX = 'list:';
export const ROOT_LIST = `${LIST_PREFIX}root`;

export const paletteId = (type: WidgetType) => `${PALETTE_PREFIX}${type}`;
export const listId = (ownerId: string | null) => (ownerId ? `${LIST_PREFIX}${ownerId}` : ROOT_LIST);

/**
 * The action a drag ends in: `activeId` is a palette item or a widget id, `overId` a list (drop at
 * its end) or a widget (take its place in its list). Null when there is nothing to do.
 */
export function dropAction(schema: FormSchema, activeId: string, overId: string | null, label?: string): DesignerAction | null {
  if (!overId || activeId === overId) return null;
  let target: { parentId: string | null; index?: number };
  if (overId.startsWith(LIST_PREFIX)) {
    const owner = overId.slice(LIST_PREFIX.length);
    target = { parentId: owner === 'root' ? null : owner };
  } else {
    const over = locate(schema, overId);
    if (!over) return null;
    target = { parentId: over.parent ? over.parent.id : null, index: over.index };
  }
  if (activeId.startsWith(PALETTE_PREFIX)) {
    return { type: 'add', widgetType: activeId.slice(PALETTE_PREFIX.length) as WidgetType, target, label };
  }
  const active = locate(schema, activeId);
  if (!active) return null;
  const sameList = (active.parent?.id ?? null) === target.parentId;
  if (sameList && target.index === undefined) target = { ...target, index: active.parentList.length - 1 };
  if (sameList && target.index === active.index) return null;
  return { type: 'move', id: activeId, target };
}
