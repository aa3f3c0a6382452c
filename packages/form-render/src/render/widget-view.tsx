import { memo, type CSSProperties, type ReactNode } from 'react';
import type { FormItemWidget, Widget } from '@notaria/form-core';
import { getWidgetEntry } from './registry.ts';
import { FieldShell } from './field-shell.tsx';
import { useStoreSlice, useWidgetPath } from '../core/context.ts';

/** One widget of any type, looked up in the registry (unknown types render nothing). */
export const WidgetView = memo(function WidgetView({ widget }: { widget: Widget }) {
  const entry = getWidgetEntry(widget.type);
  if (!entry) return null;
  if (entry.kind === 'field') return <FieldShell widget={widget as FormItemWidget} Control={entry.Control as never} />;
  const Component = entry.Component as React.ComponentType<{ widget: Widget }>;
  return <Component widget={widget} />;
});

export function WidgetList({ widgets }: { widgets: Widget[] }) {
  return (
    <>
      {widgets.map((w) => (
        <WidgetView key={w.id} widget={w} />
      ))}
    </>
  );
}

/**
 * Wrapper of display widgets and containers: kept mounted while hidden (so it stays registered),
 * shown with display:none.
 */
export function Hideable({ widget, children, style }: { widget: Widget; children: ReactNode; style?: CSSProperties }) {
  const path = useWidgetPath(widget);
  const hidden = useStoreSlice((s) => s.getState(path).hidden);
  const classes = ['fr-widget', `fr-widget-${widget.type}`, ...(widget.options.customClass ?? [])].join(' ');
  return (
    <div className={classes} data-widget={widget.options.name} style={hidden ? { ...style, display: 'none' } : style}>
      {children}
    </div>
  );
}
