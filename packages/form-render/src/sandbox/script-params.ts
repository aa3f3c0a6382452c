/**
 * Parameter names of each event script, as in VForm: a script is the body of a function with
 * these parameters, called with `this` bound to the widget (or to the form for form scripts).
 */
export const SCRIPT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  onCreated: [],
  onMounted: [],
  onChange: ['value', 'oldValue', 'subFormData', 'rowId'],
  onInput: ['value'],
  onFocus: ['event'],
  onBlur: ['event'],
  onClick: [],
  onAppendButtonClick: [],
  onClose: [],
  onBeforeUpload: ['file'],
  onUploadSuccess: ['result', 'file', 'fileList'],
  onUploadError: ['error', 'file', 'fileList'],
  onFileRemove: ['file', 'fileList'],
  onSubFormRowAdd: ['subFormData', 'newRowId'],
  onSubFormRowInsert: ['subFormData', 'newRowId'],
  onSubFormRowDelete: ['subFormData', 'deletedDataRow'],
  onSubFormRowChange: ['subFormData'],
  onValidate: ['rule', 'value', 'callback'],
  onRemoteQuery: ['keyword'],
  onFormCreated: [],
  onFormMounted: [],
  onFormDataChange: ['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'],
};

/** What a script can reach (shown in the designer's script editor). */
export const SCRIPT_API: readonly [call: string, meaning: string][] = [
  ['this.getValue() / this.setValue(v)', '读取、设置本组件的值'],
  ['this.setHidden(b) / setDisabled(b) / setRequired(b)', '隐藏、禁用、必填本组件'],
  ['this.loadOptions([{ label, value }])', '替换单选、多选、下拉组件的选项（下拉开启远程搜索时可在 onRemoteQuery 中按 keyword 生成）'],
  ['callback() / callback(new Error(提示))', '仅 onValidate：校验通过 / 显示该提示（在内置校验通过后运行）'],
  ['this.getWidgetRef(name)', '取得其他组件，可用同样的方法；子表单行内字段写作 子表单名.行号.字段名'],
  ['this.getFormRef()', '取得表单：getFieldValue(name)、setFieldValue(name, v)、getFormData()、setFormData(data)'],
  ['$message.success / info / warning / error(text)', '显示提示消息（也可写 this.$message）'],
  ['console.log(...)', '输出到浏览器控制台'],
];

/** Per-call limit: a script running longer is interrupted. */
export const SCRIPT_TIME_LIMIT_MS = 50;
/** Memory a form's scripts may use together (the engine itself takes about 1 MB of it). */
export const SCRIPT_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
