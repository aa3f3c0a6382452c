import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasKeyboardCoordinates, widgetUnder } from './drop-target.ts';

/** A canvas: root list [a, card [b]], each widget `height` px tall, stacked from the top. */
function canvas() {
  document.body.innerHTML = `
    <div id="root"><div class="fd-canvas"><div data-list-id="list:root">
      <div class="fd-widget" data-widget-id="a"></div>
      <div class="fd-widget" data-widget-id="card"><div data-list-id="list:card"><div class="fd-widget" data-widget-id="b"></div></div></div>
    </div></div></div>`;
  const rects: Record<string, [number, number]> = { a: [0, 40], card: [40, 120], b: [60, 100] };
  for (const [id, [top, bottom]] of Object.entries(rects)) {
    const el = document.querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;
    el.getBoundingClientRect = () => ({ left: 0, right: 300, top, bottom, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
  }
  return document.getElementById('root')!;
}

afterEach(() => void (document.body.innerHTML = ''));

describe('the widget under the pointer at a drop', () => {
  it('is a widget of the list itself, not of a list inside it', () => {
    const root = canvas();
    expect(widgetUnder(root, 'list:root', { x: 10, y: 20 })?.id).toBe('a');
    expect(widgetUnder(root, 'list:root', { x: 10, y: 70 })?.id).toBe('card');
    expect(widgetUnder(root, 'list:card', { x: 10, y: 70 })?.id).toBe('b');
    expect(widgetUnder(root, 'list:root', { x: 10, y: 500 })).toBeNull();
    expect(widgetUnder(root, 'list:nope', { x: 10, y: 20 })).toBeNull();
  });
});

describe('keyboard dragging', () => {
  const key = (code: string) => new KeyboardEvent('keydown', { code });
  const context = (top: number, id = 'a') => ({ context: { active: { id }, collisionRect: { top, left: 0 } } }) as never;

  it('↓ and ↑ go to the next widget below or above, skipping the dragged one and its content', () => {
    const root = canvas();
    const move = canvasKeyboardCoordinates(() => root);
    expect(move(key('ArrowDown'), context(0))).toEqual({ x: 0, y: 40 });
    expect(move(key('ArrowDown'), context(40))).toEqual({ x: 0, y: 60 });
    expect(move(key('ArrowUp'), context(60))).toEqual({ x: 0, y: 40 });
    expect(move(key('ArrowDown'), context(0, 'card'))).toBeUndefined();
    expect(move(key('ArrowUp'), context(0))).toBeUndefined();
  });

  it('leaves other keys to the sensor', () => {
    const root = canvas();
    const spy = vi.fn();
    const event = key('Space');
    event.preventDefault = spy;
    expect(canvasKeyboardCoordinates(() => root)(event, context(0))).toBeUndefined();
    expect(spy).not.toHaveBeenCalled();
  });
});
