import type { ConditionOperator, StateActionType, WidgetType } from '@notaria/form-core';
import { widgetMetas, type WidgetMeta } from '@notaria/form-render';

/** Palette groups: containers, basic fields, advanced fields. */
export const ADVANCED_FIELDS: ReadonlySet<WidgetType> = new Set(['cascader', 'rich-editor', 'file-upload', 'picture-upload', 'input-map', 'slot']);

export interface PaletteGroup {
  key: 'container' | 'basic' | 'advanced';
  title: string;
  items: WidgetMeta[];
}

export function paletteGroups(metas: WidgetMeta[] = widgetMetas()): PaletteGroup[] {
  return [
    { key: 'container', title: '容器', items: metas.filter((m) => m.category === 'container') },
    { key: 'basic', title: '基础字段', items: metas.filter((m) => m.category === 'field' && !ADVANCED_FIELDS.has(m.type)) },
    { key: 'advanced', title: '高级字段', items: metas.filter((m) => m.category === 'field' && ADVANCED_FIELDS.has(m.type)) },
  ];
}

const INTERNAL_LABELS: Partial<Record<WidgetType, string>> = { 'grid-col': '栅格列', 'table-cell': '单元格', 'tab-pane': '标签页面板' };

/** Chinese name of a widget type (palette name from form-render). */
export function typeLabel(type: WidgetType): string {
  return INTERNAL_LABELS[type] ?? widgetMetas().find((m) => m.type === type)?.label ?? type;
}

/** Chinese names of options; unknown keys show the key itself. */
export const OPTION_LABELS: Record<string, string> = {
  name: '唯一名称',
  label: '标签',
  labelHidden: '隐藏标签',
  labelWidth: '标签宽度',
  labelAlign: '标签对齐',
  labelTooltip: '标签提示',
  labelIconClass: '标签图标',
  labelIconPosition: '图标位置',
  customClass: '自定义样式类',
  hidden: '隐藏',
  disabled: '禁用',
  readonly: '只读',
  required: '必填',
  requiredHint: '必填提示',
  validation: '校验',
  validationHint: '校验提示',
  defaultValue: '默认值',
  optionItems: '选项',
  size: '尺寸',
  columnWidth: '子表单列宽',
  placeholder: '占位提示',
  clearable: '可清除',
  minLength: '最小长度',
  maxLength: '最大长度',
  showWordLimit: '显示字数',
  showPassword: '可显示密码',
  prefixIcon: '前缀图标',
  suffixIcon: '后缀图标',
  appendButton: '附加按钮',
  appendButtonDisabled: '附加按钮禁用',
  buttonIcon: '按钮图标',
  type: '类型',
  rows: '行数',
  min: '最小值',
  max: '最大值',
  precision: '精度',
  step: '步长',
  controlsPosition: '按钮位置',
  displayStyle: '排列方式',
  buttonStyle: '按钮样式',
  border: '边框',
  filterable: '可搜索',
  allowCreate: '允许创建',
  remote: '远程搜索',
  automaticDropdown: '自动下拉',
  multiple: '多选',
  multipleLimit: '最多选择数',
  checkStrictly: '任意一级可选',
  switchWidth: '开关宽度',
  activeText: '开启文字',
  inactiveText: '关闭文字',
  activeColor: '开启颜色',
  inactiveColor: '关闭颜色',
  range: '范围选择',
  vertical: '竖向',
  showStops: '显示间断点',
  height: '高度',
  lowThreshold: '低分界',
  highThreshold: '高分界',
  allowHalf: '允许半星',
  showText: '显示文字',
  showScore: '显示分数',
  contentHeight: '内容高度',
  editable: '可输入',
  format: '显示格式',
  valueFormat: '值格式',
  startPlaceholder: '开始占位提示',
  endPlaceholder: '结束占位提示',
  uploadURL: '上传地址',
  uploadTip: '上传提示',
  withCredentials: '携带凭证',
  multipleSelect: '多文件选择',
  showFileList: '显示文件列表',
  limit: '最大文件数',
  fileMaxSize: '文件大小上限(MB)',
  fileTypes: '文件类型',
  textContent: '文字内容',
  htmlContent: 'HTML 内容',
  direction: '方向',
  contentPosition: '文字位置',
  plain: '朴素',
  round: '圆角',
  circle: '圆形',
  icon: '图标',
  gutter: '栅格间隔',
  colHeight: '列高度',
  span: '栅格宽度',
  offset: '左侧偏移',
  push: '右移',
  pull: '左移',
  responsive: '响应式',
  md: '中屏宽度',
  sm: '小屏宽度',
  xs: '超小屏宽度',
  cellWidth: '单元格宽度',
  cellHeight: '单元格高度',
  colspan: '合并列数',
  rowspan: '合并行数',
  active: '激活',
  folded: '收起',
  showFold: '显示收起按钮',
  cardWidth: '卡片宽度',
  shadow: '阴影',
  showBlankRow: '默认显示空行',
  showRowNumber: '显示行号',
  title: '标题',
  description: '辅助文字',
  closable: '可关闭',
  closeText: '关闭按钮文字',
  center: '居中',
  showIcon: '显示图标',
  effect: '主题',
};

/** Options whose values come from a fixed list. `type` differs per widget. */
export const OPTION_CHOICES: Record<string, { value: string; label: string }[]> = {
  labelAlign: [
    { value: '', label: '跟随表单' },
    { value: 'left', label: '左' },
    { value: 'center', label: '中' },
    { value: 'right', label: '右' },
  ],
  labelIconPosition: [
    { value: 'front', label: '前' },
    { value: 'rear', label: '后' },
  ],
  size: [
    { value: '', label: '默认' },
    { value: 'large', label: '大' },
    { value: 'default', label: '中' },
    { value: 'small', label: '小' },
  ],
  controlsPosition: [
    { value: '', label: '两侧' },
    { value: 'right', label: '右侧' },
  ],
  displayStyle: [
    { value: 'inline', label: '横排' },
    { value: 'block', label: '竖排' },
  ],
  shadow: [
    { value: 'never', label: '从不' },
    { value: 'hover', label: '悬停时' },
    { value: 'always', label: '总是' },
  ],
  effect: [
    { value: 'light', label: '浅色' },
    { value: 'dark', label: '深色' },
  ],
  direction: [
    { value: 'horizontal', label: '水平' },
    { value: 'vertical', label: '垂直' },
  ],
  contentPosition: [
    { value: 'left', label: '左' },
    { value: 'center', label: '中' },
    { value: 'right', label: '右' },
  ],
};

const plain = (values: string[]) => values.map((v) => ({ value: v, label: v || '默认' }));

export const TYPE_CHOICES: Partial<Record<WidgetType, { value: string; label: string }[]>> = {
  input: [
    { value: 'text', label: '文本' },
    { value: 'password', label: '密码' },
    { value: 'number', label: '数字' },
  ],
  date: plain(['date', 'datetime', 'week', 'month', 'year', 'dates']),
  'date-range': plain(['daterange', 'datetimerange', 'monthrange']),
  button: plain(['', 'primary', 'success', 'warning', 'danger', 'info', 'text']),
  alert: [
    { value: 'success', label: '成功' },
    { value: 'warning', label: '警告' },
    { value: 'info', label: '信息' },
    { value: 'error', label: '错误' },
  ],
};

/** Built-in validators of form-core with Chinese names (the field also accepts a regular expression). */
export const VALIDATOR_LABELS: Record<string, string> = {
  number: '数字',
  letter: '字母',
  letterAndNumber: '字母或数字',
  mobilePhone: '手机号码',
  letterStartNumberIncluded: '字母开头，可含数字',
  noChinese: '不含汉字',
  chinese: '汉字',
  email: '邮箱',
  url: '网址',
  regExp: '正则表达式',
  noBlankStart: '不以空格开头（无效果）',
  noBlankEnd: '不以空格结尾（无效果）',
};

export const CONDITION_LABELS: Record<ConditionOperator, string> = {
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  gte: '大于等于',
  lt: '小于',
  lte: '小于等于',
  in: '属于',
  notIn: '不属于',
  contains: '包含',
  notContains: '不包含',
  empty: '为空',
  notEmpty: '不为空',
  matches: '匹配正则',
};

export const ACTION_LABELS: Record<StateActionType | 'setValue', string> = {
  show: '显示',
  hide: '隐藏',
  require: '必填',
  unrequire: '取消必填',
  disable: '禁用',
  enable: '启用',
  setValue: '设置值',
};

/** Script options (kept as text, never run). */
export const isScriptKey = (key: string) => /^on[A-Z]/.test(key);
