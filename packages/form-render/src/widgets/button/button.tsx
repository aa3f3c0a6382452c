import { Button, type ButtonProps } from 'antd';
import type { ButtonType, WidgetOf } from '@notaria/form-core';
import { Icon } from '../../core/icons.tsx';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { ParentDisabledContext, useRender, useStoreSlice, useWidgetPath } from '../../core/context.ts';
import { antdSize } from '../../render/field-shell.tsx';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';
import { useContext } from 'react';

const COLORS: Record<ButtonType, ButtonProps['color']> = {
  '': 'default',
  primary: 'primary',
  success: 'green',
  warning: 'orange',
  danger: 'danger',
  info: 'default',
  text: 'default',
};

/** Element-style button types mapped to antd colours; plain is outlined, text has no border. */
export function ButtonView({ widget }: { widget: WidgetOf<'button'> }) {
  const { store } = useRender();
  const path = useWidgetPath(widget);
  useRegisterWidget(widget, path);
  const state = useStoreSlice((s) => s.getState(path));
  const formDisabled = useStoreSlice((s) => s.isFormDisabled());
  const parentDisabled = useContext(ParentDisabledContext);
  const o = widget.options;
  const variant: ButtonProps['variant'] = o.type === 'text' ? 'text' : o.plain || o.type === '' || o.type === 'info' ? 'outlined' : 'solid';
  return (
    <Hideable widget={widget} style={{ marginBottom: 16 }}>
      <Button
        color={COLORS[o.type] ?? 'default'}
        variant={variant}
        shape={o.circle ? 'circle' : o.round ? 'round' : 'default'}
        size={antdSize(o.size)}
        disabled={o.disabled || state.disabled || formDisabled || parentDisabled}
        icon={o.icon ? <Icon name={o.icon} /> : undefined}
        onClick={() => store.callbacks.onButtonClick?.(o.name, store.getData())}
      >
        {o.circle ? null : o.label}
      </Button>
    </Hideable>
  );
}

export const buttonEntry = viewEntry<'button'>(meta, ButtonView);
