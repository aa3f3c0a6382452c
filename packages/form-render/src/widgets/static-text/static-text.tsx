import type { WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

export function StaticText({ widget }: { widget: WidgetOf<'static-text'> }) {
  useRegisterWidget(widget, useWidgetPath(widget));
  return (
    <Hideable widget={widget}>
      <div className="fr-static-text" style={{ whiteSpace: 'pre-wrap', marginBottom: 16 }}>
        {widget.options.textContent}
      </div>
    </Hideable>
  );
}

export const staticTextEntry = viewEntry<'static-text'>(meta, StaticText);
