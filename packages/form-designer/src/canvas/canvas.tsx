import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormRender, type DesignHooks, type FormRenderHandle } from '@notaria/form-render';
import type { Widget } from '@notaria/form-core';
import { useDesignerSlice } from '../designer/context.ts';
import { canvasFrame, canvasSchema } from './canvas-schema.ts';
import { DesignWidget } from './design-widget.tsx';
import { DropList } from './drop-list.tsx';

const hooks: DesignHooks = {
  renderWidget: (widget: Widget, node: ReactNode) => (
    <DesignWidget key={widget.id} widget={widget}>
      {node}
    </DesignWidget>
  ),
  renderList: (owner: Widget | null, widgets: Widget[], node: ReactNode) => (
    <DropList owner={owner} widgets={widgets}>
      {node}
    </DropList>
  ),
};

/**
 * The form in design mode (form-render), with selection, toolbars and drop targets; memoised (the
 * designer re-renders while dragging). FormRender gets a new schema only when the form config changes;
 * other edits go to its store here, and the top-level list (DropList) draws the current widgets itself.
 */
export const Canvas = memo(function Canvas() {
  const schema = useDesignerSlice((h) => h.present.schema);
  const shown = canvasSchema(schema);
  const frame = canvasFrame(shown);
  const form = useRef<FormRenderHandle>(null);
  // Runs after FormRender's own effect, which gives its store the frame when the form config changes.
  useEffect(() => form.current?.store.setSchema(shown), [shown]);
  const render = useMemo(() => <FormRender ref={form} schema={frame} designState designHooks={hooks} />, [frame]);
  return (
    <div className="fd-canvas" style={{ padding: 12, background: '#fff', minHeight: '100%' }}>
      {render}
    </div>
  );
});
