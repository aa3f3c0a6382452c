import type { CascaderOptionItem, OptionItem, Widget } from '@notaria/form-core';

const options = (prefix: string): OptionItem[] => [1, 2, 3].map((n) => ({ label: `${prefix} ${n}`, value: n }));

/** Name of the n-th pane (1-based) of a tab container. */
export const tabPaneLabel = (n: number) => `标签页 ${n}`;

/**
 * Gives a widget fresh from the palette Chinese texts. form-core keeps VForm's English defaults
 * ('radio 1', 'card', 'static text', …) so imported VForm JSON means the same; a form designed here
 * should not show them to the person filling it in.
 */
export function localizeNewWidget(widget: Widget): void {
  switch (widget.type) {
    case 'radio':
    case 'checkbox':
    case 'select':
      widget.options.optionItems = options('选项');
      break;
    case 'cascader':
      widget.options.optionItems = options('选项').map((item, i): CascaderOptionItem =>
        i === 0 ? { ...item, children: [{ label: '子选项 1', value: 11 }] } : item,
      );
      break;
    case 'static-text':
      widget.options.textContent = '静态文字';
      break;
    case 'html-text':
      widget.options.htmlContent = '<b>HTML 文字</b>';
      break;
    case 'button':
      widget.options.label = '按钮';
      break;
    case 'slot':
      widget.options.label = '插槽';
      break;
    case 'card':
      widget.options.label = '卡片';
      break;
    case 'sub-form':
      widget.options.label = '子表单';
      break;
    case 'alert':
      widget.options.title = '提示';
      break;
    case 'tab':
      widget.tabs.forEach((pane, i) => (pane.options.label = tabPaneLabel(i + 1)));
      break;
  }
}
