import { useCallback, useContext, useMemo, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Form } from 'antd';
import type { FormItemType, FormItemWidget, WidgetSize, WidgetState } from '@notaria/form-core';
import {
  controlId,
  ParentDisabledContext,
  RowContext,
  useRender,
  useFieldSlice,
  useWidgetPath,
} from '../core/context.ts';
import { Icon } from '../core/icons.tsx';
import { useRegisterWidget } from '../core/widget-ref.ts';
import type { ControlProps, WidgetRef } from '../core/types.ts';

const SIZES: Record<WidgetSize, ControlProps<'input'>['size']> = {
  '': undefined,
  large: 'large',
  default: 'middle',
  small: 'small',
};
export const antdSize = (size: WidgetSize | undefined) => SIZES[size ?? ''];

const LAZY_PAINT: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 32px' };

interface ItemProps {
  widget: FormItemWidget;
  path: string;
  state: WidgetState;
  error: string | undefined;
  children: ReactNode;
}

/** Label, required mark, message and hidden state around a field's control. */
export function FieldItem({ widget, path, state, error, children }: ItemProps) {
  const o = widget.options;
  const inRow = useContext(RowContext) !== null;
  const showLabel = !o.labelHidden && !inRow;
  const icon = o.labelIconClass ? <Icon name={o.labelIconClass} /> : null;
  const label = showLabel ? (
    <span className="fr-label">
      {icon && o.labelIconPosition === 'front' ? <>{icon} </> : null}
      {o.label}
      {icon && o.labelIconPosition !== 'front' ? <> {icon}</> : null}
    </span>
  ) : undefined;
  const { designState } = useRender();
  const style: CSSProperties = {
    // Off-screen fields skip layout and paint; not in the designer, whose canvas measures widgets while dragging.
    ...(designState ? null : LAZY_PAINT),
    ...(o.labelAlign === 'center' ? { '--fr-label-align': 'center' } : null),
  };
  const classes = ['fr-field', `fr-field-${widget.type}`, ...o.customClass];
  if (error) classes.push('ant-form-item-with-help');
  // The message is a plain element with antd's classes: antd's animated error list costs more than
  // the rest of the field when a whole form is validated at once. The status alone colours the control.
  return (
    <Form.Item
      className={classes.join(' ')}
      label={label}
      htmlFor={controlId(path)}
      colon={false}
      required={state.required}
      validateStatus={error ? 'error' : undefined}
      hidden={state.hidden}
      tooltip={showLabel && o.labelTooltip ? o.labelTooltip : undefined}
      labelCol={showLabel && o.labelWidth ? { flex: `0 0 ${o.labelWidth}px` } : undefined}
      labelAlign={o.labelAlign === 'left' || o.labelAlign === 'right' ? o.labelAlign : undefined}
      style={style}
    >
      {children}
      {error ? (
        <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
          <div className="ant-form-item-explain-error">{error}</div>
        </div>
      ) : null}
    </Form.Item>
  );
}

/** Binds a value-holding widget to the form store and renders its control inside a FieldItem. */
export function FieldShell({ widget, Control }: { widget: FormItemWidget; Control: ComponentType<ControlProps<FormItemType>> }) {
  const { store } = useRender();
  const path = useWidgetPath(widget);
  const value = useFieldSlice(path, (s) => s.getValue(path));
  const state = useFieldSlice(path, (s) => s.getState(path));
  const error = useFieldSlice(path, (s) => s.getError(path));
  const formDisabled = useFieldSlice(path, (s) => s.isFormDisabled());
  const parentDisabled = useContext(ParentDisabledContext);
  const ref = useRegisterWidget(widget, path);

  const onChange = useCallback((v: unknown) => store.setValue(path, v, { validate: true }), [store, path]);
  const onBlur = useCallback(() => {
    store.validateField(path, 'blur');
    store.callbacks.onFieldBlur?.(path);
  }, [store, path]);
  const onFocus = useCallback(() => store.callbacks.onFieldFocus?.(path), [store, path]);
  const setRefExtras = useCallback((extras: Partial<WidgetRef>) => void Object.assign(ref, extras), [ref]);

  const size = antdSize(widget.options.size);
  const control = useMemo(
    () => (
      <Control
        widget={widget as never}
        path={path}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={formDisabled || parentDisabled || state.disabled}
        readonly={widget.options.readonly}
        size={size}
        setRefExtras={setRefExtras}
      />
    ),
    [Control, widget, path, value, onChange, onBlur, onFocus, formDisabled, parentDisabled, state.disabled, size, setRefExtras],
  );
  return (
    <FieldItem widget={widget} path={path} state={state} error={error}>
      {control}
    </FieldItem>
  );
}
