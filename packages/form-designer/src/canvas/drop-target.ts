import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

interface Point {
  x: number;
  y: number;
}

/** A canvas widget under a point: its id and rectangle. */
export interface WidgetHit {
  id: string;
  rect: ClientRect;
}

const inside = (r: ClientRect, p: Point) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

/**
 * The widget of the list (not of a list nested in it) under the point, read from the page when the
 * drag ends. Only lists are drop targets: 300 widgets each registered with dnd-kit would all
 * re-render whenever a drag starts, moves over another target or ends, or a widget is added.
 */
export function widgetUnder(root: HTMLElement | null, listId: string, point: Point): WidgetHit | null {
  const list = [...(root?.querySelectorAll<HTMLElement>('[data-list-id]') ?? [])].find((el) => el.dataset.listId === listId);
  if (!list) return null;
  for (const el of list.querySelectorAll<HTMLElement>('.fd-widget[data-widget-id]')) {
    if (el.closest('[data-list-id]') !== list) continue;
    const rect = el.getBoundingClientRect();
    if (inside(rect, point)) return { id: el.dataset.widgetId!, rect };
  }
  return null;
}

/** The centre of a rectangle. */
export const centre = (r: ClientRect): Point => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * Keyboard dragging (a selected widget's drag handle, Space to pick up): ↓ / ↑ move the dragged
 * widget onto the next canvas widget below / above it, in any list; Space or Enter drops it there.
 */
export function canvasKeyboardCoordinates(root: () => HTMLElement | null): KeyboardCoordinateGetter {
  return (event, { context: { active, collisionRect } }) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const canvas = root()?.querySelector('.fd-canvas');
    if (!canvas) return undefined;
    const widgets = [...canvas.querySelectorAll<HTMLElement>('.fd-widget[data-widget-id]')];
    const dragged = widgets.find((el) => el.dataset.widgetId === String(active.id));
    const down = event.code === 'ArrowDown';
    let best: DOMRect | null = null;
    for (const el of widgets) {
      if (dragged?.contains(el)) continue;
      const r = el.getBoundingClientRect();
      const beyond = down ? r.top > collisionRect.top + 1 : r.top < collisionRect.top - 1;
      if (beyond && (!best || (down ? r.top < best.top : r.top > best.top))) best = r;
    }
    return best ? { x: best.left, y: best.top } : undefined;
  };
}
