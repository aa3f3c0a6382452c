import { useCallback, useContext, useMemo, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FormItemType, FormItemWidget, WidgetSize } from '@notaria/form-core';
import { controlId, ParentDisabledContext, RowContext, useRender, useFieldSlice, useWidgetPath } from '../core/context.ts';
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
  id: string;
  children: ReactNode;
}

/**
 * Label, required mark, message and hidden state around a field's control: the markup and classes of
 * an antd Form.Item, without Form.Item. A form of hundreds of fields spends most of its mounting and
 * validating time in Form.Item's hooks, grid and animated message list; these elements cost a fraction
 * and antd's form styles (registered by the surrounding Form) apply to them unchanged.
 */
export function FieldItem({ widget, path, id, children }: ItemProps) {
  const o = widget.options;
  const state = useFieldSlice(path, (s) => s.getState(path));
  const row = useContext(RowContext);
  const { designState, hashId, labels } = useRender();
  const vertical = labels.vertical;
  const showLabel = !o.labelHidden && !row;
  const classes = ['ant-form-item', hashId, vertical ? 'ant-form-item-vertical' : 'ant-form-item-horizontal'];
  if (state.hidden) classes.push('ant-form-item-hidden');
  classes.push('fr-field', `fr-field-${widget.type}`, ...o.customClass);
  // Off-screen fields skip layout and paint; not in the designer, whose canvas measures widgets while dragging.
  const style = designState ? undefined : LAZY_PAINT;
  return (
    <div className={classes.join(' ')} style={style}>
      <div className="ant-row ant-form-item-row">
        {showLabel ? (
          <FieldLabel widget={widget} id={id} required={state.required} vertical={vertical} />
        ) : row && o.label ? (
          // Sub-form cells sit under a column header; screen readers get the column and the row.
          <label htmlFor={id} className="fr-visually-hidden">
            {rowCellName(o.label, row.row)}
          </label>
        ) : null}
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          <FieldMessage path={path} />
        </div>
      </div>
    </div>
  );
}

/**
 * The field's message, subscribed on its own: validating a whole form re-renders only these. The
 * control's error colour and the spacing follow from the message being there (form-render.css).
 */
function FieldMessage({ path }: { path: string }) {
  const error = useFieldSlice(path, (s) => s.getError(path));
  if (!error) return null;
  return (
    <div className="ant-form-item-explain ant-form-item-explain-connected ant-form-item-explain-error" role="alert">
      {error}
    </div>
  );
}

interface LabelProps {
  widget: FormItemWidget;
  id: string;
  required: boolean;
  vertical: boolean;
}

/** Accessible name of a field in a sub-form row: 名称（第1行）. */
export const rowCellName = (label: string, rowIndex: number) => `${label}（第${rowIndex + 1}行）`;

function FieldLabel({ widget, id, required, vertical }: LabelProps) {
  const o = widget.options;
  const { labels } = useRender();
  const icon = o.labelIconClass ? <Icon name={o.labelIconClass} /> : null;
  const align = o.labelAlign || labels.align;
  const classes = ['ant-col', 'ant-form-item-label', 'ant-form-item-label-wrap'];
  if (align === 'left') classes.push('ant-form-item-label-left');
  const width = o.labelWidth || labels.width;
  const style: CSSProperties | undefined = vertical ? undefined : { flex: `0 0 ${width}px`, textAlign: align === 'center' ? 'center' : undefined };
  const labelClasses = ['ant-form-item-no-colon'];
  if (required) labelClasses.push('ant-form-item-required');
  return (
    <div className={classes.join(' ')} style={style}>
      <label htmlFor={id} className={labelClasses.join(' ')}>
        <span className="fr-label">
          {icon && o.labelIconPosition === 'front' ? <>{icon} </> : null}
          {o.label}
          {icon && o.labelIconPosition !== 'front' ? <> {icon}</> : null}
        </span>
        {o.labelTooltip ? (
          <Tooltip title={o.labelTooltip}>
            <QuestionCircleOutlined className="ant-form-item-tooltip" aria-label={o.labelTooltip} />
          </Tooltip>
        ) : null}
      </label>
    </div>
  );
}

/** Binds a value-holding widget to the form store and renders its control inside a FieldItem. */
export function FieldShell({ widget, Control }: { widget: FormItemWidget; Control: ComponentType<ControlProps<FormItemType>> }) {
  const { store, idPrefix } = useRender();
  const path = useWidgetPath(widget);
  const id = controlId(idPrefix, path);
  const value = useFieldSlice(path, (s) => s.getValue(path));
  const state = useFieldSlice(path, (s) => s.getState(path));
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
        id={id}
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
    [Control, widget, path, id, value, onChange, onBlur, onFocus, formDisabled, parentDisabled, state.disabled, size, setRefExtras],
  );
  return (
    <FieldItem widget={widget} path={path} id={id}>
      {control}
    </FieldItem>
  );
}
