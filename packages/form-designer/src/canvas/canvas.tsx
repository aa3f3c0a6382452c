import { memo, useMemo, type ReactNode } from 'react';
import { FormRender, type DesignHooks } from '@notaria/form-render';
import type { Widget } from '@notaria/form-core';
import { useDesignerSlice } from '../designer/context.ts';
import { canvasSchema } from './canvas-schema.ts';
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

/** The form in design mode (form-render), with selection, toolbars and drop targets; memoised (the designer re-renders while dragging). */
export const Canvas = memo(function Canvas() {
  const schema = useDesignerSlice((h) => h.present.schema);
  const shown = useMemo(() => canvasSchema(schema), [schema]);
  return (
    <div className="fd-canvas" style={{ padding: 12, background: '#fff', minHeight: '100%' }}>
      <FormRender schema={shown} designState designHooks={hooks} />
    </div>
  );
});
