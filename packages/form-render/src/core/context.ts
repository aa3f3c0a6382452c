import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FormData, OptionItem, Widget } from '@notaria/form-core';
import { fieldPath } from '@notaria/form-core';
import type { MessageInstance } from 'antd/es/message/interface';
import type { FormStore } from '../runtime/form-store.ts';
import type { MapConfig } from './types.ts';

export type SlotRenderer = (model: FormData) => ReactNode;

/**
 * Hooks a designer gives in design mode: every rendered widget and every child list passes through
 * them (selection outline, toolbar, drop targets). `owner` is the container holding the list, null at
 * the top level.
 */
export interface DesignHooks {
  renderWidget?(widget: Widget, node: ReactNode): ReactNode;
  renderList?(owner: Widget | null, widgets: Widget[], node: ReactNode): ReactNode;
}

export interface RenderContextValue {
  store: FormStore;
  /** Design mode (for the designer): slots show their label as a title, containers their outline. */
  designState: boolean;
  globals: Record<string, unknown>;
  mapConfig: MapConfig;
  slots: Record<string, SlotRenderer>;
  message: MessageInstance;
  /** Only in design mode. */
  design?: DesignHooks;
  /** The form's label layout, which every field's label follows unless the field sets its own. */
  labels: LabelLayout;
  /** Unique per rendered form, so that a form shown twice (canvas and preview) keeps its label links apart. */
  idPrefix: string;
  /** antd's style hash class: field wrappers carry it so that antd's form styles apply to them. */
  hashId: string;
}

export interface LabelLayout {
  width: number;
  align: 'left' | 'center' | 'right';
  /** labelPosition 'top': the label above the control. */
  vertical: boolean;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

/** Set inside a sub-form row: fields there are addressed `subForm.row.name`. */
export const RowContext = createContext<{ subForm: string; row: number } | null>(null);

/** True inside a disabled container (a disabled sub-form). */
export const ParentDisabledContext = createContext(false);

export function useRender(): RenderContextValue {
  const ctx = useContext(RenderContext);
  if (!ctx) throw new Error('form-render widgets must be rendered inside <FormRender>');
  return ctx;
}

export function useStoreSlice<T>(read: (store: FormStore) => T): T {
  const { store } = useRender();
  return useSyncExternalStore(
    store.subscribe,
    () => read(store),
    () => read(store),
  );
}

/**
 * Like useStoreSlice for what belongs to one field (its value, state, message, the form's disabled
 * flag): re-read only when that field or the whole form changes, not on every other field's keystroke.
 */
export function useFieldSlice<T>(path: string, read: (store: FormStore) => T): T {
  const { store } = useRender();
  const subscribe = useCallback((listener: () => void) => store.subscribePath(path, listener), [store, path]);
  return useSyncExternalStore(
    subscribe,
    () => read(store),
    () => read(store),
  );
}

/** A radio's, checkbox's or select's options: loaded by a script at run time, else the schema's. */
export function useOptionItems(path: string, fromSchema: OptionItem[]): OptionItem[] {
  return useFieldSlice(path, (s) => s.getOptionItems(path)) ?? fromSchema;
}

/** The widget's name, or its row path inside a sub-form row. */
export function useWidgetPath(widget: Widget): string {
  const row = useContext(RowContext);
  return row ? fieldPath(widget.options.name, { name: row.subForm, row: row.row }) : widget.options.name;
}

/** id of a field's control, for label association. */
export const controlId = (idPrefix: string, path: string) => `${idPrefix}${path.replace(/[^\w-]/g, '-')}`;
