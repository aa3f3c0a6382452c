import { useEffect, useState } from 'react';
import { Tabs } from 'antd';
import type { TabPaneWidget, WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useRender, useStoreSlice, useWidgetPath } from '../../core/context.ts';
import type { TabRef } from '../../core/types.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable, WidgetList } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

/** Registers a pane (so it can be hidden or disabled through its ref) and renders its widgets. */
function PaneBody({ pane }: { pane: TabPaneWidget }) {
  useRegisterWidget(pane, useWidgetPath(pane));
  return <WidgetList widgets={pane.widgetList} owner={pane} />;
}

/** Panes can be activated (click or ref.activate), disabled and hidden (pane option, linkage or ref). */
export function TabView({ widget }: { widget: WidgetOf<'tab'> }) {
  const { store } = useRender();
  const path = useWidgetPath(widget);
  const ref = useRegisterWidget<TabRef>(widget, path);
  const prefix = path.slice(0, path.length - widget.options.name.length);
  const paneState = (pane: TabPaneWidget) => store.getState(prefix + pane.options.name);
  // Re-render when any pane state changes.
  useStoreSlice((s) =>
    widget.tabs
      .map((p) => {
        const st = s.getState(prefix + p.options.name);
        return `${st.hidden}${st.disabled}`;
      })
      .join(),
  );
  const visible = widget.tabs.filter((p) => !paneState(p).hidden);
  const initial = (widget.tabs.find((p) => p.options.active) ?? widget.tabs[0])?.options.name;
  const [active, setActive] = useState<string | undefined>(initial);
  // A change of the configured active pane (the designer activating a tab) takes effect.
  useEffect(() => setActive(initial), [initial]);
  const current = visible.some((p) => p.options.name === active) ? active : visible.find((p) => !paneState(p).disabled)?.options.name;
  useEffect(() => {
    if (current !== active) setActive(current);
  }, [current, active]);

  ref.activate = (paneName: string) => {
    const pane = widget.tabs.find((p) => p.options.name === paneName);
    if (pane && !paneState(pane).hidden && !paneState(pane).disabled) setActive(paneName);
  };
  ref.getActivePane = () => current;

  return (
    <Hideable widget={widget} style={{ marginBottom: 16 }}>
      <Tabs
        type={widget.displayType === '' ? 'line' : 'card'}
        activeKey={current}
        onChange={setActive}
        items={visible.map((pane) => ({
          key: pane.options.name,
          label: pane.options.label,
          disabled: paneState(pane).disabled,
          forceRender: true,
          children: <PaneBody pane={pane} />,
        }))}
      />
      {/* Hidden panes stay mounted (and registered) so they can be shown again. */}
      <div className="fr-tab-hidden-panes" style={{ display: 'none' }}>
        {widget.tabs
          .filter((p) => paneState(p).hidden)
          .map((pane) => (
            <PaneBody key={pane.id} pane={pane} />
          ))}
      </div>
    </Hideable>
  );
}

export const tabEntry = viewEntry<'tab'>(meta, TabView);
