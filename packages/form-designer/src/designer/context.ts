import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DesignerAction } from '../engine/actions.ts';
import type { DesignerHistory } from '../engine/history.ts';
import type { DesignerStore } from '../engine/store.ts';

export interface DesignerContextValue {
  store: DesignerStore;
  /** Dispatches and shows the reason of a refusal; returns it. */
  run(action: DesignerAction): string | null;
  /** Shows a short notice. */
  notify(kind: 'success' | 'warning' | 'info', text: string): void;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const ctx = useContext(DesignerContext);
  if (!ctx) throw new Error('designer panels must be rendered inside <FormDesigner>');
  return ctx;
}

/** A slice of the designer history; re-renders when it changes. */
export function useDesignerSlice<T>(read: (h: DesignerHistory) => T): T {
  const { store } = useDesigner();
  return useSyncExternalStore(
    store.subscribe,
    () => read(store.getHistory()),
    () => read(store.getHistory()),
  );
}
