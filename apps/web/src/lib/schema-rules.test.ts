import { CreateDeptBody, Id, VALIDATION_MESSAGES as M } from '@notaria/contracts';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, rulesFrom } from './schema-rules';

const Body = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 8, title: '名称' }),
  code: Type.Optional(Type.String({ pattern: '^[A-Z]+$', title: '代码', patternMessage: '代码只能是大写字母' })),
  remark: Type.String({ maxLength: 20, title: '备注' }),
  count: Type.Integer({ minimum: 1, maximum: 9, title: '份数' }),
  ownerId: Type.Union([Id('负责人'), Type.Null()]),
  roleIds: Type.Array(Id(), { minItems: 1, title: '角色' }),
  admin: Type.Object({ account: Type.String({ minLength: 2, maxLength: 4, title: '账号' }) }),
});

/** What antd would say for a value: the first failing rule's message, found by running the rules' own checks. */
const messages = (path: string | string[]) => rulesFrom(Body, path).map((r) => (typeof r === 'function' ? '' : r.message));

describe('form rules from the request schema', () => {
  it('makes a required, length-limited text field with the server’s wording', () => {
    expect(rulesFrom(Body, 'name')).toEqual([
      { required: true, whitespace: true, message: '请输入名称' },
      { max: 8, message: M.maxLength('名称', 8) },
    ]);
    expect(maxLengthOf(Body, 'name')).toBe(8);
  });

  it('leaves optional and empty-allowed text optional, and uses the pattern’s own message', () => {
    expect(rulesFrom(Body, 'remark')).toEqual([{ max: 20, message: '备注最多 20 个字符' }]);
    const [pattern] = rulesFrom(Body, 'code');
    expect(pattern).toMatchObject({ message: '代码只能是大写字母' });
    expect((pattern as { pattern: RegExp }).pattern.test('AB')).toBe(true);
    expect((pattern as { pattern: RegExp }).pattern.test('ab')).toBe(false);
  });

  it('bounds numbers, requires a pick from a list, and reads nested fields', () => {
    expect(messages('count')).toEqual(['请输入份数', '份数不能小于 1', '份数不能大于 9']);
    expect(rulesFrom(Body, 'ownerId').some((r) => typeof r === 'object' && r.required)).toBe(false);
    expect(messages('roleIds')).toEqual(['请选择角色']);
    expect(messages(['admin', 'account'])).toEqual(['请输入账号', '账号至少 2 个字符', '账号最多 4 个字符']);
  });

  it('reads a contract’s body schema and refuses a field it does not have', () => {
    expect(messages('name').length).toBeGreaterThan(0);
    expect(rulesFrom(CreateDeptBody, 'name')).toEqual([
      { required: true, whitespace: true, message: '请输入部门名称' },
      { max: 64, message: '部门名称最多 64 个字符' },
    ]);
    expect(() => rulesFrom(Body, 'nope')).toThrow('schema has no field nope');
  });
});
