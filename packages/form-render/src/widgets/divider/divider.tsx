import { Divider } from 'antd';
import type { WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

export function DividerView({ widget }: { widget: WidgetOf<'divider'> }) {
  useRegisterWidget(widget, useWidgetPath(widget));
  const o = widget.options;
  const vertical = o.direction === 'vertical';
  return (
    <Hideable widget={widget}>
      <Divider orientation={o.direction} titlePlacement={vertical ? undefined : o.contentPosition}>
        {!vertical && o.label ? o.label : null}
      </Divider>
    </Hideable>
  );
}

export const dividerEntry = viewEntry<'divider'>(meta, DividerView);
