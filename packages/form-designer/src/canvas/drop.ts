import type { FormSchema, WidgetType } from '@notaria/form-core';
import type { DesignerAction } from '../engine/actions.ts';
import { locate } from '../engine/state.ts';

export const PALETTE_PREFIX = 'palette:';
export const LIST_PREFIX = 'list:';
export const ROOT_LIST = `${LIST_PREFIX}root`;

export const paletteId = (type: WidgetType) => `${PALETTE_PREFIX}${type}`;
export const listId = (ownerId: string | null) => (ownerId ? `${LIST_PREFIX}${ownerId}` : ROOT_LIST);

/**
 * The action a drag ends in: `activeId` is a palette item or a widget id, `overId` a list (drop at its
 * end) or a widget (before it, or after it when `after`: dropped on its lower half). Null when there is
 * nothing to do.
 */
export function dropAction(schema: FormSchema, activeId: string, overId: string | null, label?: string, after = false): DesignerAction | null {
  if (!overId || activeId === overId) return null;
  let parentId: string | null;
  let overIndex: number | undefined;
  if (overId.startsWith(LIST_PREFIX)) {
    const owner = overId.slice(LIST_PREFIX.length);
    parentId = owner === 'root' ? null : owner;
  } else {
    const over = locate(schema, overId);
    if (!over) return null;
    parentId = over.parent ? over.parent.id : null;
    overIndex = over.index;
  }
  if (activeId.startsWith(PALETTE_PREFIX)) {
    const index = overIndex === undefined ? undefined : overIndex + (after ? 1 : 0);
    return { type: 'add', widgetType: activeId.slice(PALETTE_PREFIX.length) as WidgetType, target: { parentId, index }, label };
  }
  const active = locate(schema, activeId);
  if (!active) return null;
  const sameList = (active.parent?.id ?? null) === parentId;
  // Indexes are final ones: in its own list, places after the widget shift by one once it is taken out.
  let index: number | undefined;
  if (overIndex === undefined) index = sameList ? active.parentList.length - 1 : undefined;
  else index = overIndex - (sameList && active.index < overIndex ? 1 : 0) + (after ? 1 : 0);
  if (sameList && index === active.index) return null;
  return { type: 'move', id: activeId, target: index === undefined ? { parentId } : { parentId, index } };
}
