import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { message } from 'antd';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { FormSchema } from '@notaria/form-core';
import { DesignerStore } from './engine/store.ts';
import { DesignerContext, type DesignerContextValue } from './designer/context.ts';
import { handleDesignerKey } from './designer/keyboard.ts';
import { typeLabel } from './designer/labels.ts';
import { dropAction, PALETTE_PREFIX } from './canvas/drop.ts';
import { canvasKeyboardCoordinates, centre, widgetUnder } from './canvas/drop-target.ts';
import { Canvas } from './canvas/canvas.tsx';
import { Palette } from './palette/palette.tsx';
import { SettingsPanel } from './settings/settings-panel.tsx';
import { Toolbar } from './toolbar/toolbar.tsx';
import { locate } from './engine/state.ts';
import type { WidgetType } from '@notaria/form-core';

export interface FormDesignerProps {
  /** The form being designed; a new value from outside (not one this designer reported) starts a new history. */
  value?: FormSchema;
  onChange?(schema: FormSchema): void;
  /** Shows a 保存 button. */
  onSave?(schema: FormSchema): void;
  /** Height of the designer (default 720). */
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The innermost list under the pointer (nested containers; the centre of the dragged widget when
 * dragging with the keyboard), else the nearest by rectangle. `point` receives where it looked.
 */
const innermost =
  (point: { current: { x: number; y: number } | null }): CollisionDetection =>
  (args) => {
    const at = args.pointerCoordinates ?? centre(args.collisionRect);
    point.current = at;
    const hits = pointerWithin({ ...args, pointerCoordinates: at });
    if (hits.length === 0) return rectIntersection(args);
    const area = (id: string | number) => {
      const rect = args.droppableRects.get(id);
      return rect ? rect.width * rect.height : Infinity;
    };
    return [...hits].sort((a, b) => area(a.id) - area(b.id));
  };

const SCREEN_READER = {
  draggable: '按空格键或回车键拿起组件，用方向键移动，再按空格键或回车键放下，按 Esc 取消。',
};

/**
 * Widgets of the canvas's top level that are off screen skip style, layout and paint (the browser keeps
 * their last size); the selected one is always drawn. Widgets inside containers are left alone (a sub-form
 * row sizes its cells by their content).
 */
const CANVAS_CSS = `.fd-canvas [data-list-id="list:root"] > .fd-widget:not(.fd-selected) { content-visibility: auto; contain-intrinsic-size: auto 56px; }`;

/** The drag-and-drop form designer: palette, canvas, settings and toolbar around the engine. */
export function FormDesigner({ value, onChange, onSave, height = 720, className, style }: FormDesignerProps) {
  const [store] = useState(() => new DesignerStore(value));
  const [messageApi, contextHolder] = message.useMessage();
  const reported = useRef<FormSchema | undefined>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  const save = useCallback(() => onSaveRef.current?.(store.state.schema), [store]);

  useEffect(() => {
    if (value && value !== reported.current && value !== store.state.schema) {
      reported.current = value;
      store.reset(value);
    }
  }, [value, store]);

  useEffect(
    () =>
      store.subscribe(() => {
        const schema = store.state.schema;
        if (schema === reported.current) return;
        reported.current = schema;
        onChangeRef.current?.(schema);
      }),
    [store],
  );

  const ctx = useMemo<DesignerContextValue>(() => {
    const notify: DesignerContextValue['notify'] = (kind, text) => void messageApi.open({ type: kind, content: text, duration: 2 });
    return {
      store,
      notify,
      run: (action) => {
        const error = store.dispatch(action);
        if (error) notify('warning', error);
        return error;
      },
    };
  }, [store, messageApi]);

  const root = useRef<HTMLDivElement>(null);
  const dropPoint = useRef<{ x: number; y: number } | null>(null);
  const collisionDetection = useMemo(() => innermost(dropPoint), []);
  const keyboardCoordinates = useMemo(() => canvasKeyboardCoordinates(() => root.current), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (e: DragStartEvent) => {
    const id = String(e.active.id);
    const type = id.startsWith(PALETTE_PREFIX) ? id.slice(PALETTE_PREFIX.length) : locate(store.state.schema, id)?.widget.type;
    setDragging(type ? typeLabel(type as WidgetType) : null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    // Palette items carry the label a new field gets.
    const label = (e.active.data.current as { label?: string } | undefined)?.label;
    // The list under the pointer is the drop target; the widget of it under the pointer, if any, is
    // the place: before it, or after it when the dragged widget's centre is below its centre.
    const list = e.over ? String(e.over.id) : null;
    const hit = list && dropPoint.current ? widgetUnder(root.current, list, dropPoint.current) : null;
    const dragged = e.active.rect.current.translated;
    const after = Boolean(hit && dragged && dragged.top + dragged.height / 2 > hit.rect.top + hit.rect.height / 2);
    const action = dropAction(store.state.schema, String(e.active.id), hit ? hit.id : list, label, after);
    if (action) ctx.run(action);
  };

  // Dragging near an edge scrolls the palette or the canvas, never the page around the designer (that
  // would move every drop target under the pointer); a narrow edge band keeps drops near it steady.
  const autoScroll = useMemo(
    () => ({ threshold: { x: 0.1, y: 0.1 }, canScroll: (el: Element) => el !== root.current && (root.current?.contains(el) ?? false) }),
    [],
  );

  // Border-box: the border and the canvas padding stay inside the height the designer is given.
  const column: CSSProperties = { overflow: 'auto', height: '100%', boxSizing: 'border-box' };
  return (
    <DesignerContext.Provider value={ctx}>
      {contextHolder}
      <style>{CANVAS_CSS}</style>
      <div
        ref={root}
        className={['fd-designer', className ?? ''].join(' ').trim()}
        style={{ display: 'flex', flexDirection: 'column', height, boxSizing: 'border-box', border: '1px solid #f0f0f0', background: '#fafafa', ...style }}
        onKeyDown={(e) => handleDesignerKey(e, ctx)}
      >
        <Toolbar onSave={onSave ? save : undefined} />
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          autoScroll={autoScroll}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          accessibility={{ screenReaderInstructions: SCREEN_READER }}
        >
          <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <aside style={{ ...column, width: 220, flex: 'none', borderRight: '1px solid #f0f0f0', background: '#fff' }}>
              <Palette />
            </aside>
            <main style={{ ...column, flex: 1, padding: 8 }} aria-label="表单画布">
              <Canvas />
            </main>
            <aside style={{ ...column, width: 340, flex: 'none', borderLeft: '1px solid #f0f0f0', background: '#fff' }} aria-label="设置">
              <SettingsPanel />
            </aside>
          </div>
          {/* No drop animation: the chip would fly back to where the drag started while the widget appears where it was dropped. */}
          <DragOverlay dropAnimation={null}>
            {dragging ? <div style={{ padding: '4px 8px', background: '#1677ff', color: '#fff', borderRadius: 4 }}>{dragging}</div> : null}
          </DragOverlay>
        </DndContext>
      </div>
    </DesignerContext.Provider>
  );
}
