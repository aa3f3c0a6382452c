import type { ContainerOptionsMap, ContainerType } from '../types/containers.ts';
import type { FormConfig } from '../types/schema.ts';
import { baseOptions, DEFAULT_CARD_GRID } from './common-defaults.ts';

type Factories = { [T in ContainerType]: () => ContainerOptionsMap[T] };

export const CONTAINER_DEFAULTS: Factories = {
  grid: () => ({ ...baseOptions(), gutter: 12, colHeight: null }),
  'grid-col': () => ({
    ...baseOptions(),
    span: 12,
    offset: 0,
    push: 0,
    pull: 0,
    responsive: false,
    md: 12,
    sm: 12,
    xs: 12,
  }),
  table: () => baseOptions(),
  'table-cell': () => ({ ...baseOptions(), cellWidth: '', cellHeight: '', colspan: 1, rowspan: 1 }),
  tab: () => baseOptions(),
  'tab-pane': () => ({ ...baseOptions(), label: '', active: false, disabled: false }),
  card: () => ({
    ...baseOptions(),
    label: 'card',
    folded: false,
    showFold: true,
    cardWidth: '100%',
    shadow: 'never',
    ...DEFAULT_CARD_GRID,
  }),
  'sub-form': () => ({
    ...baseOptions(),
    label: '',
    labelAlign: 'center',
    disabled: false,
    showBlankRow: true,
    showRowNumber: true,
    onSubFormRowAdd: '',
    onSubFormRowInsert: '',
    onSubFormRowDelete: '',
    onSubFormRowChange: '',
  }),
  alert: () => ({
    ...baseOptions(),
    title: '',
    type: 'info',
    description: '',
    closable: true,
    closeText: '',
    center: true,
    showIcon: false,
    effect: 'light',
    onClose: '',
  }),
};

export const CONTAINER_TYPES = Object.keys(CONTAINER_DEFAULTS) as ContainerType[];

export function defaultFormConfig(): FormConfig {
  return {
    modelName: 'formData',
    refName: 'vForm',
    rulesName: 'rules',
    labelWidth: 80,
    labelPosition: 'left',
    labelAlign: 'left',
    size: '',
    customClass: [],
    cssCode: '',
    functions: '',
    layoutType: 'PC',
    onFormCreated: '',
    onFormMounted: '',
    onFormDataChange: '',
    linkage: [],
  };
}
