import { useEffect, useMemo } from 'react';
import type { Widget } from '@notaria/form-core';
import type { FormStore } from '../runtime/form-store.ts';
import type { WidgetRef } from './types.ts';
import { useRender } from './context.ts';

export function createBaseRef(store: FormStore, widget: Widget, path: string): WidgetRef {
  return {
    widget,
    path,
    getValue: () => store.getValue(path),
    setValue: (value) => store.setValue(path, value),
    getState: () => store.getState(path),
    setHidden: (hidden) => store.setOverride(path, { hidden }),
    setDisabled: (disabled) => store.setOverride(path, { disabled }),
    setRequired: (required) => store.setOverride(path, { required }),
    validate: () => store.validateField(path),
    clearValidate: () => store.clearValidate(path),
  };
}

/**
 * Registers the widget under its path when it is created and unregisters it when it is destroyed.
 * The returned object can be given extra methods (Object.assign) by the component.
 */
export function useRegisterWidget<R extends WidgetRef = WidgetRef>(widget: Widget, path: string): R {
  const { store } = useRender();
  const ref = useMemo(() => createBaseRef(store, widget, path), [store, widget, path]);
  useEffect(() => store.register(path, ref), [store, path, ref]);
  return ref as R;
}
