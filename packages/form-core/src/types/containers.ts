import type { BaseOptions, LabelAlign } from './common.ts';
import type { FieldWidget } from './fields.ts';

export interface GridOptions extends BaseOptions {
  gutter: number;
  colHeight: string | null;
}

export interface GridColOptions extends BaseOptions {
  span: number;
  offset: number;
  push: number;
  pull: number;
  responsive: boolean;
  md: number;
  sm: number;
  xs: number;
}

export type TableOptions = BaseOptions;

export interface TableCellOptions extends BaseOptions {
  cellWidth: string;
  cellHeight: string;
  colspan: number;
  rowspan: number;
}

export type TabOptions = BaseOptions;

export interface TabPaneOptions extends BaseOptions {
  label: string;
  active: boolean;
  disabled: boolean;
}

export interface CardOptions extends BaseOptions {
  label: string;
  folded: boolean;
  showFold: boolean;
  cardWidth: string;
  shadow: 'never' | 'hover' | 'always';
  /** Grid gutter and column span used inside the card (§9: 12 and 12). */
  gutter: number;
  span: number;
}

export interface SubFormOptions extends BaseOptions {
  label: string;
  labelAlign: LabelAlign;
  disabled: boolean;
  showBlankRow: boolean;
  showRowNumber: boolean;
  onSubFormRowAdd: string;
  onSubFormRowInsert: string;
  onSubFormRowDelete: string;
  onSubFormRowChange: string;
}

export interface AlertOptions extends BaseOptions {
  title: string;
  type: 'success' | 'warning' | 'info' | 'error';
  description: string;
  closable: boolean;
  closeText: string;
  center: boolean;
  showIcon: boolean;
  effect: 'light' | 'dark';
  onClose: string;
}

export interface ContainerOptionsMap {
  grid: GridOptions;
  'grid-col': GridColOptions;
  table: TableOptions;
  'table-cell': TableCellOptions;
  tab: TabOptions;
  'tab-pane': TabPaneOptions;
  card: CardOptions;
  'sub-form': SubFormOptions;
  alert: AlertOptions;
}

export type ContainerType = keyof ContainerOptionsMap;

interface ContainerBase<T extends ContainerType> {
  id: string;
  type: T;
  category: 'container';
  icon: string;
  options: ContainerOptionsMap[T];
}

export interface GridWidget extends ContainerBase<'grid'> {
  cols: GridColWidget[];
}

export interface GridColWidget extends ContainerBase<'grid-col'> {
  internal: true;
  widgetList: Widget[];
}

export interface TableRow {
  id: string;
  merged: boolean;
  cols: TableCellWidget[];
}

export interface TableWidget extends ContainerBase<'table'> {
  rows: TableRow[];
}

export interface TableCellWidget extends ContainerBase<'table-cell'> {
  internal: true;
  /** True when another cell's colspan/rowspan covers this one. */
  merged: boolean;
  widgetList: Widget[];
}

export interface TabWidget extends ContainerBase<'tab'> {
  displayType: '' | 'card' | 'border-card';
  tabs: TabPaneWidget[];
}

export interface TabPaneWidget extends ContainerBase<'tab-pane'> {
  internal: true;
  widgetList: Widget[];
}

export interface CardWidget extends ContainerBase<'card'> {
  widgetList: Widget[];
}

/** Its value in form data is an array of row objects keyed by the inner field names. */
export interface SubFormWidget extends ContainerBase<'sub-form'> {
  widgetList: Widget[];
}

/** Listed among containers by the product; it holds no children. */
export type AlertWidget = ContainerBase<'alert'>;

export type ContainerWidget = GridWidget | GridColWidget | TableWidget | TableCellWidget | TabWidget | TabPaneWidget | CardWidget | SubFormWidget | AlertWidget;

export type Widget = FieldWidget | ContainerWidget;
export type WidgetType = Widget['type'];
