import { memo, useMemo } from 'react';
import { Button, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import type { WidgetMeta } from '@notaria/form-render';
import { useDesigner } from '../designer/context.ts';
import { paletteGroups } from '../designer/labels.ts';
import { paletteId } from '../canvas/drop.ts';

function PaletteItem({ meta }: { meta: WidgetMeta }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: paletteId(meta.type),
    data: { kind: 'palette', type: meta.type, label: meta.formItem ? meta.label : undefined },
  });
  // Click (or Enter/Space) adds at the selected position, for keyboard users; dragging with the
  // pointer drops anywhere. The keyboard is left to the button so it adds instead of starting a drag.
  const pointer = useMemo(() => {
    const { onKeyDown: _keyboardDrag, ...rest } = listeners ?? {};
    return rest;
  }, [listeners]);
  return <PaletteButton meta={meta} nodeRef={setNodeRef} pointer={pointer} dragging={isDragging} />;
}

interface PaletteButtonProps {
  meta: WidgetMeta;
  nodeRef(el: HTMLElement | null): void;
  pointer: Record<string, unknown>;
  dragging: boolean;
}

/** The item's button; memoised, since every palette item's drag hook re-renders when any drag starts or ends. */
const PaletteButton = memo(function PaletteButton({ meta, nodeRef, pointer, dragging }: PaletteButtonProps) {
  const { run } = useDesigner();
  return (
    <Button
      ref={nodeRef}
      {...pointer}
      size="small"
      block
      autoInsertSpace={false}
      className={`fd-palette-item fd-palette-${meta.type}`}
      aria-label={`添加${meta.label}`}
      aria-roledescription="可拖动的组件"
      style={{ justifyContent: 'flex-start', opacity: dragging ? 0.5 : 1 }}
      onClick={() => run({ type: 'add', widgetType: meta.type, label: meta.formItem ? meta.label : undefined })}
    >
      {meta.label}
    </Button>
  );
});

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
