import type { BaseOptions, ChangeEvents, FormItemOptions, WidgetSize } from './common.ts';

export type ButtonType = '' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'text';

/** One uploaded file as kept in form data. */
export interface UploadedFile {
  name: string;
  url: string;
}

export interface UploadOptions extends FormItemOptions {
  defaultValue: UploadedFile[];
  uploadURL: string;
  uploadTip: string;
  withCredentials: boolean;
  multipleSelect: boolean;
  showFileList: boolean;
  /** Maximum file count; null means no limit (§9: no default). */
  limit: number | null;
  /** MB; null or 0 falls back to 5. */
  fileMaxSize: number | null;
  /** Allowed extensions without the dot, compared case-insensitively. */
  fileTypes: string[];
  onBeforeUpload: string;
  onUploadSuccess: string;
  onUploadError: string;
  onFileRemove: string;
}

/** Value of the address field: the address text, or the full map pick. */
export interface MapValue {
  lnglat: [number, number] | null;
  address: string;
}

export interface InputMapOptions extends FormItemOptions, ChangeEvents {
  defaultValue: string | MapValue | null;
  placeholder: string;
  clearable: boolean;
}

export interface StaticTextOptions extends BaseOptions {
  textContent: string;
  columnWidth: string;
}

export interface HtmlTextOptions extends BaseOptions {
  /** Raw HTML; the renderer must sanitise it. */
  htmlContent: string;
  columnWidth: string;
}

export interface DividerOptions extends BaseOptions {
  label: string;
  direction: 'horizontal' | 'vertical';
  contentPosition: 'left' | 'center' | 'right';
  columnWidth: string;
}

export interface ButtonOptions extends BaseOptions {
  label: string;
  size: WidgetSize;
  disabled: boolean;
  type: ButtonType;
  plain: boolean;
  round: boolean;
  circle: boolean;
  icon: string | null;
  columnWidth: string;
  onClick: string;
}

/** Renders a named slot that receives the form model; design mode shows the label as a title. */
export interface SlotOptions extends BaseOptions {
  label: string;
  columnWidth: string;
}
