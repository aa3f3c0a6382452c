import { useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type Ref } from 'react';
import { Form, message, theme } from 'antd';
import type { FormData, FormSchema, FormValidationResult } from '@notaria/form-core';
import { FormStore } from '../runtime/form-store.ts';
import { RenderContext, type DesignHooks, type LabelLayout, type RenderContextValue, type SlotRenderer } from '../core/context.ts';
import { createScriptHost } from '../runtime/script-host.ts';
import { fireFormScript, type ScriptEnv } from '../runtime/script-events.ts';
import { FormScripts } from '../sandbox/form-scripts.ts';
import type { FormRenderCallbacks, MapConfig, WidgetRef } from '../core/types.ts';
import { WidgetList } from './widget-view.tsx';
import '../widgets/index.ts';
import './form-render.css';

/** The imperative API of a rendered form (`ref`). */
export interface FormRenderHandle {
  /** form-core's validateForm on the current data; messages appear on the fields. */
  validate(): FormValidationResult;
  getData(): FormData;
  /** Sets the given keys (others keep their values); keys the schema does not define are dropped. */
  setData(data: FormData): void;
  /** Default values again, messages cleared. */
  reset(): void;
  disable(): void;
  enable(): void;
  clearValidate(path?: string): void;
  /** Throws FormCoreError 'REF_NOT_FOUND' (未找到组件引用: name) when no widget is registered under the name. */
  getWidgetRef<R extends WidgetRef = WidgetRef>(name: string): R;
  /** Like getWidgetRef, null when missing. */
  findWidgetRef<R extends WidgetRef = WidgetRef>(name: string): R | null;
  /** Throws FormCoreError 'NOT_SUB_FORM' (name 不是子表单) for another widget, 'REF_NOT_FOUND' for an unknown name. */
  getSubFormValues(name: string): FormData[];
  readonly store: FormStore;
}

export interface FormRenderProps extends FormRenderCallbacks {
  schema: FormSchema;
  /** Form data; changes coming back from onChange are recognised and not re-applied. */
  value?: FormData;
  onChange?(data: FormData): void;
  disabled?: boolean;
  /** Design mode for the designer (default false: render mode). */
  designState?: boolean;
  /** Design mode only: wrappers for widgets and child lists (the designer's selection and drop targets). */
  designHooks?: DesignHooks;
  /** Global variables substituted into upload addresses (`{fileBaseUrl}`). */
  globals?: Record<string, unknown>;
  mapConfig?: MapConfig;
  /** Named slots of slot widgets; each receives the form model. */
  slots?: Record<string, SlotRenderer>;
  /** After the form is set up (before the browser paints). */
  onCreated?(form: FormRenderHandle): void;
  /** After the form is on the page. */
  onMounted?(form: FormRenderHandle): void;
  /**
   * Run the event scripts stored in the schema (default true), each after its callback, in a
   * sandbox of the form's own. false for places showing forms whose scripts should not run.
   * Never run in design mode.
   */
  scripts?: boolean;
  ref?: Ref<FormRenderHandle>;
  className?: string;
  style?: CSSProperties;
}

export function FormRender(props: FormRenderProps) {
  const { schema, value, disabled = false, designState = false, ref } = props;
  const [store] = useState(() => {
    const s = new FormStore(schema, value);
    s.setFormDisabled(disabled);
    return s;
  });
  const [messageApi, contextHolder] = message.useMessage();
  const messageRef = useRef(messageApi);
  messageRef.current = messageApi;
  const [scriptEnv] = useState<ScriptEnv>(() => ({
    create: (s) =>
      new FormScripts(
        createScriptHost(store, () => messageRef.current),
        { functions: s.formConfig.functions },
      ),
    message: () => messageRef.current,
  }));
  // Set while rendering: widgets fire their onCreated scripts before this component's effects run.
  store.setScriptEnv(props.scripts !== false && !designState ? scriptEnv : null);
  store.callbacks = props;
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => store.setSchema(schema), [store, schema]);
  useEffect(() => store.setFormDisabled(disabled), [store, disabled]);
  useEffect(() => {
    if (value !== undefined && value !== store.getData()) store.setData(value);
  }, [store, value]);
  useEffect(() => () => store.dispose(), [store]);

  const handle = useMemo<FormRenderHandle>(
    () => ({
      validate: () => store.validate(),
      getData: () => store.getData(),
      setData: (data) => store.setData(data, { merge: true }),
      reset: () => store.reset(),
      disable: () => store.setFormDisabled(true),
      enable: () => store.setFormDisabled(false),
      clearValidate: (path) => store.clearValidate(path),
      getWidgetRef: (name) => store.getWidgetRef(name),
      findWidgetRef: (name) => store.findWidgetRef(name),
      getSubFormValues: (name) => store.getSubFormValues(name),
      store,
    }),
    [store],
  );
  useImperativeHandle(ref, () => handle, [handle]);

  const created = useRef(false);
  useLayoutEffect(() => {
    if (!created.current) {
      created.current = true;
      latest.current.onCreated?.(handle);
    }
    store.startScripts();
  }, [store, handle]);
  useEffect(() => {
    latest.current.onMounted?.(handle);
    void fireFormScript(store, 'onFormMounted');
  }, [store, handle]);

  const config = schema.formConfig;
  const top = config.labelPosition === 'top';
  const reactId = useId();
  const { hashId } = theme.useToken();
  const labels = useMemo<LabelLayout>(
    () => ({ width: config.labelWidth, align: config.labelAlign, vertical: top }),
    [config.labelWidth, config.labelAlign, top],
  );
  const ctx = useMemo<RenderContextValue>(
    () => ({
      store,
      designState,
      globals: props.globals ?? {},
      mapConfig: props.mapConfig ?? {},
      slots: props.slots ?? {},
      message: messageApi,
      design: designState ? props.designHooks : undefined,
      labels,
      idPrefix: `fr${reactId.replace(/[^\w]/g, '')}-`,
      hashId,
    }),
    [store, designState, props.globals, props.mapConfig, props.slots, messageApi, props.designHooks, labels, reactId, hashId],
  );

  const sizeMap = { '': undefined, large: 'large', default: 'middle', small: 'small' } as const;
  return (
    <RenderContext.Provider value={ctx}>
      {contextHolder}
      <Form
        component="div"
        className={['fr-form', designState ? 'fr-design' : 'fr-render', ...config.customClass, props.className ?? ''].join(' ').trim()}
        style={props.style}
        layout={top ? 'vertical' : 'horizontal'}
        size={sizeMap[config.size ?? '']}
      >
        <WidgetList widgets={schema.widgetList} owner={null} />
      </Form>
    </RenderContext.Provider>
  );
}
