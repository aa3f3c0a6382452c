/**
 * Every text a user reads, in one place so the renderer reuses the same wording.
 * English glosses follow the product specification.
 */
export const MESSAGES = {
  /** render.hint.fieldRequired */
  fieldRequired: (label: string) => `${label}不可为空`,
  /** 'Input value should be not null.' */
  inputValueNotNull: '输入值不能为空',
  /** 'Invalid number format' */
  invalidNumber: '数字格式不正确',
  /** 'Form validation failed' */
  formValidationFailed: '表单校验失败',

  validator: {
    number: (label: string) => `${label}包含非数字字符`,
    letter: (label: string) => `${label}包含非字母字符`,
    letterAndNumber: (label: string) => `${label}只能输入字母或数字`,
    mobilePhone: (label: string) => `${label}手机号码格式有误`,
    letterStartNumberIncluded: (label: string) => `${label}必须以字母开头，可包含数字`,
    noChinese: (label: string) => `${label}不可输入中文字符`,
    chinese: (label: string) => `${label}只能输入中文字符`,
    email: (label: string) => `${label}邮箱格式有误`,
    url: (label: string) => `${label}URL格式有误`,
    regExp: (label: string) => `${label}校验不通过`,
  },

  minLength: (label: string, min: number) => `${label}长度不能少于${min}个字符`,
  maxLength: (label: string, max: number) => `${label}长度不能超过${max}个字符`,
  minValue: (label: string, min: number) => `${label}不能小于${min}`,
  maxValue: (label: string, max: number) => `${label}不能大于${max}`,
  precision: (label: string, precision: number) => (precision === 0 ? `${label}必须为整数` : `${label}最多保留${precision}位小数`),
  fieldInvalidNumber: (label: string) => `${label}数字格式不正确`,
  multipleLimit: (label: string, limit: number) => `${label}最多选择${limit}项`,
  invalidValue: (label: string) => `${label}的值格式不正确`,
  invalidDate: (label: string, format: string) => `${label}的日期格式应为${format}`,
  notAnOption: (label: string) => `${label}的值不在可选项中`,

  upload: {
    /** 'Unsupported format: ' + type */
    unsupportedType: (type: string) => `不支持的文件格式: ${type}`,
    /** 'File size out of limit: ' + limit + 'MB' */
    sizeExceeded: (limitMb: number) => `文件大小超出限制: ${limitMb}MB`,
    /** 'The maximum number(limit) of file uploads has been exceeded.' */
    countExceeded: (limit: number) => `上传文件数量超出限制（最多 ${limit} 个）`,
    /** 'Upload error: ' + error */
    uploadError: (error: string) => `上传错误: ${error}`,
  },

  /** Missing widget reference. */
  refNotFound: (name: string) => `未找到组件引用: ${name}`,
  /** A non-sub-form widget asked for sub-form values. */
  notSubForm: (name: string) => `${name} 不是子表单`,
} as const;

/** The label used in messages: the field label, or its name when the label is empty. */
export function fieldTitle(options: { label?: string; name: string }): string {
  return options.label && options.label.trim() !== '' ? options.label : options.name;
}
