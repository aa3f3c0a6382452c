import { memo } from 'react';
import { Button, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import type { WidgetMeta } from '@notaria/form-render';
import { useDesigner } from '../designer/context.ts';
import { paletteGroups } from '../designer/labels.ts';
import { paletteId } from '../canvas/drop.ts';

function PaletteItem({ meta }: { meta: WidgetMeta }) {
  const { run } = useDesigner();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: paletteId(meta.type),
    data: { kind: 'palette', type: meta.type, label: meta.formItem ? meta.label : undefined },
  });
  // Click (or Enter/Space) adds at the selected position, for keyboard users; dragging with the
  // pointer drops anywhere. The keyboard is left to the button so it adds instead of starting a drag.
  const { onKeyDown: _keyboardDrag, ...pointer } = listeners ?? {};
  return (
    <Button
      ref={setNodeRef}
      {...pointer}
      size="small"
      block
      autoInsertSpace={false}
      className={`fd-palette-item fd-palette-${meta.type}`}
      aria-label={`添加${meta.label}`}
      aria-roledescription="可拖动的组件"
      style={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1 }}
      onClick={() => run({ type: 'add', widgetType: meta.type, label: meta.formItem ? meta.label : undefined })}
    >
      {meta.label}
    </Button>
  );
}

/** Every field and container, grouped 容器 / 基础字段 / 高级字段; memoised (the designer re-renders while dragging). */
export const Palette = memo(function Palette() {
  return (
    <nav className="fd-palette" aria-label="组件库" style={{ padding: 8 }}>
      {paletteGroups().map((group) => (
        <section key={group.key} aria-label={group.title} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{group.title}</Typography.Text>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, marginTop: 6 }}>
            {group.items.map((meta) => (
              <PaletteItem key={meta.type} meta={meta} />
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
});
