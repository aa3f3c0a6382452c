import { passwordProblem } from '@notaria/contracts';
import type { Rule } from 'antd/es/form';
import { rulesFrom } from './schema-rules';

/** The schema's rules of a password field, then the password rule of the contracts, checked against the account typed. */
export const passwordRules = (schema: unknown, field: string | readonly string[], account: () => string): Rule[] => [
  ...rulesFrom(schema, field),
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
