import { memo, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Button, Space, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, DragOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import type { Widget } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { typeLabel } from '../designer/labels.ts';
import { isHiddenInForm } from './canvas-schema.ts';

const ACCENT = '#1677ff';

/** Screen-reader name of a widget on the canvas: 单行输入 name1，已选中. */
export const widgetAriaLabel = (w: Widget, selected: boolean) => `${typeLabel(w.type)} ${w.options.name}${selected ? '，已选中' : ''}`;

export const WidgetToolbar = memo(function WidgetToolbar({ widget }: { widget: Widget }) {
  const { run } = useDesigner();
  // A widget has a parent unless it sits in the top-level list.
  const hasParent = useDesignerSlice((h) => !h.present.schema.widgetList.some((w) => w.id === widget.id));
  const stop = (e: MouseEvent) => e.stopPropagation();
  // The browser's own tooltip (title): an antd Tooltip per button made selecting a widget twice as slow.
  const tool = (label: string, icon: ReactNode, action: () => void, disabled = false) => (
    <Button size="small" type="primary" title={label} aria-label={label} icon={icon} disabled={disabled} onClick={(e) => (stop(e), action())} />
  );
  return (
    <Space size={2} className="fd-widget-toolbar" style={{ position: 'absolute', right: 0, bottom: 0, zIndex: 3 }} onClick={stop}>
      {tool('上移', <ArrowUpOutlined />, () => run({ type: 'moveUp', id: widget.id }))}
      {tool('下移', <ArrowDownOutlined />, () => run({ type: 'moveDown', id: widget.id }))}
      {tool('复制', <CopyOutlined />, () => run({ type: 'copy', id: widget.id }))}
      {tool('删除', <DeleteOutlined />, () => run({ type: 'remove', id: widget.id }))}
      {tool('选中父组件', <VerticalAlignTopOutlined />, () => run({ type: 'selectParent' }), !hasParent)}
    </Space>
  );
});

/**
 * The selected widget's drag handle: the only canvas widget registered with dnd-kit as draggable (the
 * whole widget is what moves), so that starting or ending a drag re-renders this one component.
 */
function DragHandle({ widget, frame, onDragging }: { widget: Widget; frame: RefObject<HTMLDivElement | null>; onDragging(dragging: boolean): void }) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: widget.id, data: { kind: 'widget' } });
  useEffect(() => {
    setNodeRef(frame.current);
    return () => setNodeRef(null);
  }, [setNodeRef, frame]);
  useEffect(() => {
    onDragging(isDragging);
    return () => onDragging(false);
  }, [isDragging, onDragging]);
  return (
    <Button
      size="small"
      type="primary"
      aria-label={`拖动${typeLabel(widget.type)}`}
      icon={<DragOutlined />}
      style={{ position: 'absolute', left: 0, bottom: 0, zIndex: 3, cursor: 'move' }}
      {...attributes}
      {...listeners}
    />
  );
}

/**
 * A widget on the canvas: outline, selection on click, toolbar and drag handle when selected. It
 * re-renders when its widget changes (a new object only after an edit of it) or its selection does.
 */
export function DesignWidget({ widget, children }: { widget: Widget; children: ReactNode }) {
  const { run } = useDesigner();
  const selected = useDesignerSlice((h) => h.present.selectedId === widget.id);
  const hidden = isHiddenInForm(widget);
  const [dragging, setDragging] = useState(false);
  const node = useRef<HTMLDivElement | null>(null);
  // Keyboard users keep their place: a newly selected widget takes the focus when nothing else has it.
  useEffect(() => {
    const active = document.activeElement;
    if (selected && (!active || active === document.body)) node.current?.focus({ preventScroll: true });
  }, [selected]);
  const select = (e: MouseEvent) => {
    e.stopPropagation();
    if (!selected) run({ type: 'select', id: widget.id });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
      e.preventDefault();
      e.stopPropagation();
      run({ type: 'select', id: widget.id });
    }
  };
  const style: CSSProperties = {
    position: 'relative',
    padding: selected ? '4px 4px 28px' : 4,
    margin: 2,
    outline: selected ? `2px solid ${ACCENT}` : '1px dashed #d9d9d9',
    opacity: dragging && selected ? 0.4 : hidden ? 0.6 : 1,
    flex: widget.type === 'grid-col' || widget.type === 'table-cell' ? undefined : 'none',
  };
  return (
    <div
      ref={node}
      className={`fd-widget fd-widget-${widget.type}${selected ? ' fd-selected' : ''}`}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      role="group"
      aria-label={widgetAriaLabel(widget, selected)}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      style={style}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      {hidden ? (
        <Tag color="default" style={{ position: 'absolute', right: 4, top: 4, zIndex: 2 }}>
          已隐藏
        </Tag>
      ) : null}
      {selected ? <DragHandle widget={widget} frame={node} onDragging={setDragging} /> : null}
      {children}
      {selected ? <WidgetToolbar widget={widget} /> : null}
    </div>
  );
}
