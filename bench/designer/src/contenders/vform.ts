import { createApp, h, ref } from 'vue';
import ElementPlus from 'element-plus';
import 'element-plus/dist/index.css';
import VForm3 from 'vform3-builds';
import 'vform3-builds/dist/designer.style.css';
import { fieldNames, type Contender } from '../contender.ts';

/** VForm 3's own defaults for a 单行输入 (from its widget panel), with a name and a label. */
function inputWidget(name: string, label: string) {
  return {
    type: 'input',
    icon: 'text-field',
    formItemFlag: true,
    id: name,
    options: {
      name,
      label,
      labelAlign: '',
      type: 'text',
      defaultValue: '',
      placeholder: '',
      columnWidth: '200px',
      size: '',
      labelWidth: null,
      labelHidden: false,
      readonly: false,
      disabled: false,
      hidden: false,
      clearable: true,
      showPassword: false,
      required: false,
      requiredHint: '',
      validation: '',
      validationHint: '',
      customClass: '',
      labelIconClass: null,
      labelIconPosition: 'rear',
      labelTooltip: null,
      minLength: null,
      maxLength: null,
      showWordLimit: false,
      prefixIcon: '',
      suffixIcon: '',
      appendButton: false,
      appendButtonDisabled: false,
      buttonIcon: 'custom-search',
      onCreated: '',
      onMounted: '',
      onInput: '',
      onChange: '',
      onFocus: '',
      onBlur: '',
      onValidate: '',
      onAppendButtonClick: '',
    },
  };
}

const formConfig = {
  modelName: 'formData',
  refName: 'vForm',
  rulesName: 'rules',
  labelWidth: 80,
  labelPosition: 'left',
  size: '',
  labelAlign: 'label-left-align',
  cssCode: '',
  customClass: '',
  functions: '',
  layoutType: 'PC',
  jsonVersion: 3,
  onFormCreated: '',
  onFormMounted: '',
  onFormDataChange: '',
};

const canvas = () => document.querySelector('.form-widget-list');

export const contender: Contender = {
  mount(container, n) {
    const json = { widgetList: fieldNames(n).map((f) => inputWidget(f.name, f.label)), formConfig };
    const designer = ref<{ setFormJson(json: unknown): void } | null>(null);
    const app = createApp({
      mounted() {
        designer.value?.setFormJson(json);
      },
      render: () => h('div', { style: 'height: 100vh' }, [h(VForm3.VFormDesigner ?? 'v-form-designer', { ref: designer })]),
    });
    app.use(ElementPlus);
    app.use(VForm3);
    app.mount(container);
  },
  widgets: () => Array.from(canvas()?.children ?? []).filter((el) => el.querySelector('.el-form-item')),
  isSelected: (el) => el.querySelector('.selected') !== null || el.classList.contains('selected'),
  labelOf: (el) => el.querySelector('.el-form-item__label')?.textContent?.trim() ?? '',
  controls: {
    labelInput: () => {
      const label = Array.from(document.querySelectorAll('label.el-form-item__label')).find((l) => l.textContent?.trim() === '标签');
      const id = label?.getAttribute('for');
      return id ? document.querySelector<HTMLInputElement>(`input[id="${id}"]`) : null;
    },
    moveUp: () => document.querySelector('.field-action i[title="上移组件"]'),
    undo: () => document.querySelector('button[title="撤销"]'),
    paletteInput: () => document.querySelector('li.field-widget-item[title="单行输入"]'),
  },
};
