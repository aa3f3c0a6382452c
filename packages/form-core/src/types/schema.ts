import type { LabelAlign, WidgetSize } from './common.ts';
import type { Widget } from './containers.ts';
import type { LinkageRule } from './linkage.ts';

export const FORMAT_VERSION = 1;

export interface FormConfig {
  modelName: string;
  refName: string;
  rulesName: string;
  labelWidth: number;
  labelPosition: 'left' | 'top';
  labelAlign: Exclude<LabelAlign, ''>;
  size: WidgetSize;
  customClass: string[];
  cssCode: string;
  functions: string;
  layoutType: 'PC' | 'Pad' | 'H5';
  onFormCreated: string;
  onFormMounted: string;
  onFormDataChange: string;
  linkage: LinkageRule[];
}

/** Our saved form format. */
export interface FormSchema {
  formatVersion: typeof FORMAT_VERSION;
  widgetList: Widget[];
  formConfig: FormConfig;
}
