import { memo, type CSSProperties, type ReactNode } from 'react';
import type { FormItemWidget, Widget } from '@notaria/form-core';
import { getWidgetEntry } from './registry.ts';
import { FieldShell } from './field-shell.tsx';
import { useFieldSlice, useRender, useWidgetPath } from '../core/context.ts';
import { useLifecycleScripts } from '../core/script-lifecycle.ts';

/** One widget of any type, looked up in the registry (unknown types render nothing). */
export const WidgetView = memo(function WidgetView({ widget }: { widget: Widget }) {
  const { designState, design } = useRender();
  useLifecycleScripts(widget);
  const entry = getWidgetEntry(widget.type);
  if (!entry) return null;
  let node: ReactNode;
  if (entry.kind === 'field') node = <FieldShell widget={widget as FormItemWidget} Control={entry.Control as never} />;
  else {
    const Component = entry.Component as React.ComponentType<{ widget: Widget }>;
    node = <Component widget={widget} />;
  }
  return designState && design?.renderWidget ? design.renderWidget(widget, node) : node;
});

const CHUNK = 32;

/** A run of widgets; memoised so that a field's update does not make React revisit every sibling. */
const WidgetChunk = memo(function WidgetChunk({ widgets, from }: { widgets: Widget[]; from: number }) {
  return (
    <>
      {widgets.slice(from, from + CHUNK).map((w) => (
        <WidgetView key={w.id} widget={w} />
      ))}
    </>
  );
});

/** A child list; with `owner` given (null: the top level), design mode passes it through renderList. */
export function WidgetList({ widgets, owner }: { widgets: Widget[]; owner?: Widget | null }) {
  const { designState, design } = useRender();
  // Long lists in render mode go in chunks (the designer keeps one flat list: moving a widget must not remount others).
  const chunked = !designState && widgets.length > CHUNK;
  const node = (
    <>
      {chunked
        ? Array.from({ length: Math.ceil(widgets.length / CHUNK) }, (_, i) => <WidgetChunk key={i} widgets={widgets} from={i * CHUNK} />)
        : widgets.map((w) => <WidgetView key={w.id} widget={w} />)}
    </>
  );
  return designState && design?.renderList && owner !== undefined ? design.renderList(owner, widgets, node) : node;
}

/**
 * Wrapper of display widgets and containers: kept mounted while hidden (so it stays registered),
 * shown with display:none.
 */
export function Hideable({ widget, children, style }: { widget: Widget; children: ReactNode; style?: CSSProperties }) {
  const path = useWidgetPath(widget);
  const hidden = useFieldSlice(path, (s) => s.getState(path).hidden);
  const classes = ['fr-widget', `fr-widget-${widget.type}`, ...(widget.options.customClass ?? [])].join(' ');
  return (
    <div className={classes} data-widget={widget.options.name} style={hidden ? { ...style, display: 'none' } : style}>
      {children}
    </div>
  );
}
