import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { WidgetView } from '@notaria/form-render';
import type { Widget } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { typeLabel } from '../designer/labels.ts';
import { INTERNAL_TYPES } from '../engine/state.ts';
import { listId } from './drop.ts';
import { WidgetToolbar, widgetAriaLabel } from './design-widget.tsx';
import { canvasSchema } from './canvas-schema.ts';

/**
 * A child list on the canvas: the drop target for its widgets (where among them is read from the page
 * at the drop). Clicking its empty space selects the owner; grid columns, table cells and tab panes
 * show their toolbar here. The top-level list draws the form's current widgets itself (see Canvas).
 */
export function DropList({ owner, widgets: given, children }: { owner: Widget | null; widgets: Widget[]; children: ReactNode }) {
  const { run } = useDesigner();
  const top = useDesignerSlice((h) => (owner === null ? canvasSchema(h.present.schema).widgetList : null));
  const widgets = top ?? given;
  const id = listId(owner ? owner.id : null);
  const { setNodeRef, isOver } = useDroppable({ id, data: { kind: 'list' } });
  const internal = owner !== null && INTERNAL_TYPES.has(owner.type);
  const selected = useDesignerSlice((h) => owner !== null && h.present.selectedId === owner.id);
  const onClick = (e: MouseEvent) => {
    if (!owner) {
      if (e.target === e.currentTarget) run({ type: 'select', id: null });
      return;
    }
    e.stopPropagation();
    run({ type: 'select', id: owner.id });
  };
  const row = owner?.type === 'sub-form';
  const style: CSSProperties = {
    position: 'relative',
    minHeight: owner ? 48 : 320,
    // The top-level list keeps free space below its last widget: a drop there lands at the end of the form.
    padding: internal && selected ? '4px 4px 28px' : owner ? 4 : '4px 4px 56px',
    display: row ? 'flex' : 'block',
    alignItems: row ? 'flex-start' : undefined,
    flex: row ? 1 : undefined,
    background: isOver ? '#e6f4ff' : undefined,
    outline: internal && selected ? '2px solid #1677ff' : owner ? '1px dashed #bfbfbf' : undefined,
  };
  const a11y = internal
    ? { role: 'group', 'aria-label': widgetAriaLabel(owner, selected), tabIndex: 0 }
    : { role: owner ? 'group' : 'region', 'aria-label': owner ? `${typeLabel(owner.type)} ${owner.options.name} 的组件` : '画布' };
  return (
    <div ref={setNodeRef} className="fd-drop-list" data-list-id={id} style={style} onClick={onClick} {...a11y}>
      {top ? top.map((w) => <WidgetView key={w.id} widget={w} />) : children}
      {widgets.length === 0 ? (
        <div className="fd-drop-hint" style={{ color: '#999', textAlign: 'center', padding: owner ? 8 : 120, width: '100%', boxSizing: 'border-box' }}>
          {owner ? '拖放组件到这里' : '从左侧拖入或点击组件，开始设计表单'}
        </div>
      ) : null}
      {internal && selected ? <WidgetToolbar widget={owner} /> : null}
    </div>
  );
}
