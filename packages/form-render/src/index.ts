export { FormRender, type FormRenderHandle, type FormRenderProps } from './render/form-render.tsx';
export { WidgetView, WidgetList } from './render/widget-view.tsx';
export { getWidgetEntry, widgetMetas, registerWidget, type WidgetEntry } from './render/registry.ts';
export { WIDGET_ENTRIES } from './widgets/index.ts';
export { FormStore, SUB_FORM_CHANGE_DELAY } from './runtime/form-store.ts';
export type { DesignHooks, SlotRenderer } from './core/context.ts';
export type {
  CardRef,
  ControlProps,
  FormRenderCallbacks,
  MapConfig,
  SubFormRef,
  TabRef,
  UploadContext,
  WidgetMeta,
  WidgetRef,
} from './core/types.ts';
export { sanitizeHtml } from './core/sanitize.ts';
export { findScripts } from './runtime/scripts.ts';
export {
  SCRIPT_API,
  SCRIPT_MEMORY_LIMIT_BYTES,
  SCRIPT_PARAMS,
  SCRIPT_TIME_LIMIT_MS,
} from './sandbox/script-params.ts';
export { FormScripts, type ScriptCall, type ScriptHost, type ScriptTarget } from './sandbox/form-scripts.ts';
export { UPLOAD_ERROR_SECONDS } from './runtime/store-types.ts';
export { CASCADER_HIDE_DELAY } from './widgets/cascader/cascader.tsx';
export { MapDialog, MAP_TEXT, type MapDialogProps } from './map/map-dialog.tsx';
export { loadAMap, MAP_DEFAULTS, MapUnavailableError, type AMapNamespace } from './map/amap-loader.ts';
