import { CreateUserBody, passwordProblem } from '@notaria/contracts';
import type { Rule } from 'antd/es/form';

// Patterns come from the contracts' schemas so the browser checks what the server checks.
const props = CreateUserBody.properties;
const re = (pattern: string | undefined) => new RegExp(pattern ?? '.*');

export const ACCOUNT_RULES: Rule[] = [
  { required: true, whitespace: true, message: '请输入账号' },
  { min: props.account.minLength, max: props.account.maxLength, message: `账号长度为 ${props.account.minLength}–${props.account.maxLength} 个字符` },
  { pattern: re(props.account.pattern), message: '账号只能包含字母、数字和 _ . @ -' },
];
export const NAME_RULES: Rule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  { max: props.name.maxLength, message: `姓名不能超过 ${props.name.maxLength} 个字` },
];
export const PHONE_RULES: Rule[] = [{ pattern: re(props.phone.pattern), message: '手机号格式不正确' }];
export const ID_CARD_RULES: Rule[] = [{ pattern: re(props.idCard.pattern), message: '身份证号格式不正确（15 位或 18 位，末位可为 X）' }];
export const CERT_RULES: Rule[] = [{ max: props.notaryCertNo.maxLength, message: `执业证号不能超过 ${props.notaryCertNo.maxLength} 个字符` }];

/** The password rule of the contracts, checked against the account typed in `accountField`. */
export const passwordRules = (account: () => string, label = '密码'): Rule[] => [
  { required: true, message: `请输入${label}` },
  {
    validator: async (_, value: string) => {
      if (!value) return;
      const problem = passwordProblem(value, account());
      if (problem) throw new Error(problem);
    },
  },
];

export const confirmRules = (password: () => string): Rule[] => [
  { required: true, message: '请再次输入密码' },
  {
    validator: async (_, value: string) => {
      if (value && value !== password()) throw new Error('两次输入的密码不一致');
    },
  },
];
