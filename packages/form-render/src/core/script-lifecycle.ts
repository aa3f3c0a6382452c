import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Widget } from '@notaria/form-core';
import { useRender, useWidgetPath } from './context.ts';
import { fireWidgetScript } from '../runtime/script-events.ts';

/**
 * A widget's onCreated script when it is set up (before the browser paints) and its onMounted
 * script once it is on the page; each once per mounting, also inside every sub-form row.
 */
export function useLifecycleScripts(widget: Widget): void {
  const { store } = useRender();
  const path = useWidgetPath(widget);
  const latest = useRef({ path, widget });
  latest.current = { path, widget };
  useLayoutEffect(() => {
    const { path: p, widget: w } = latest.current;
    void fireWidgetScript(store, p, 'onCreated', [], w);
  }, [store]);
  useEffect(() => {
    const { path: p, widget: w } = latest.current;
    void fireWidgetScript(store, p, 'onMounted', [], w);
  }, [store]);
}
