import type { WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useRender, useStoreSlice, useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

/** Renders the slot named like the widget with the form model; design mode shows the label as a title. */
export function SlotView({ widget }: { widget: WidgetOf<'slot'> }) {
  const { slots, designState } = useRender();
  useRegisterWidget(widget, useWidgetPath(widget));
  const model = useStoreSlice((s) => s.getData());
  const o = widget.options;
  const render = slots[o.name];
  return (
    <Hideable widget={widget} style={{ marginBottom: 16 }}>
      {designState ? (
        <div className="fr-slot-design" style={{ border: '1px dashed #d9d9d9', padding: 8 }}>
          <div className="fr-slot-title" style={{ fontWeight: 600 }}>
            {o.label}
          </div>
        </div>
      ) : render ? (
        render(model)
      ) : null}
    </Hideable>
  );
}

export const slotEntry = viewEntry<'slot'>(meta, SlotView);
