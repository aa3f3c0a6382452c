import type { ComponentType } from 'react';
import type { FormItemType, Widget, WidgetOf, WidgetType } from '@notaria/form-core';
import type { ControlProps, WidgetMeta } from '../core/types.ts';

/** A value-holding field: the shell adds label, rules, state and registration around the control. */
export interface FieldEntry<T extends FormItemType = FormItemType> {
  kind: 'field';
  meta: WidgetMeta;
  Control: ComponentType<ControlProps<T>>;
}

/** A display field or a container: renders itself entirely. */
export interface ViewEntry<T extends WidgetType = WidgetType> {
  kind: 'view';
  meta: WidgetMeta;
  Component: ComponentType<{ widget: WidgetOf<T> }>;
}

export type WidgetEntry = FieldEntry | ViewEntry;

const entries = new Map<string, WidgetEntry>();

export function registerWidget(entry: WidgetEntry): void {
  entries.set(entry.meta.type, entry);
}

export function getWidgetEntry(type: Widget['type']): WidgetEntry | undefined {
  return entries.get(type);
}

/** Metadata of every registered widget type, in registration order (for the designer palette). */
export function widgetMetas(): WidgetMeta[] {
  return [...entries.values()].map((e) => e.meta);
}

export const fieldEntry = <T extends FormItemType>(meta: WidgetMeta, Control: ComponentType<ControlProps<T>>) =>
  ({ kind: 'field', meta, Control }) as unknown as FieldEntry;

export const viewEntry = <T extends WidgetType>(meta: WidgetMeta, Component: ComponentType<{ widget: WidgetOf<T> }>) =>
  ({ kind: 'view', meta, Component }) as unknown as ViewEntry;
