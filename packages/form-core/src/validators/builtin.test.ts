import { describe, expect, it } from 'vitest';
import { BUILTIN_VALIDATOR_NAMES, runBuiltinValidator, runRegExpValidator, type PatternValidatorName } from './builtin.ts';

const table: Record<PatternValidatorName, { accepted: unknown[]; rejected: unknown[]; message: string }> = {
  number: {
    accepted: ['0', '123', '-5', '3.14', '-0.5', 42, -7.25],
    rejected: ['abc', '1.', '.5', '+1', '1,000', '1e5', '--1', ' 1', '1 '],
    message: '金额包含非数字字符',
  },
  letter: {
    accepted: ['abc', 'ABC', 'aBc'],
    rejected: ['ab1', 'a b', '中文', 'é', 'a-b'],
    message: '金额包含非字母字符',
  },
  letterAndNumber: {
    accepted: ['abc', '123', 'a1B2'],
    rejected: ['a_1', 'a 1', '中1', 'a-1'],
    message: '金额只能输入字母或数字',
  },
  mobilePhone: {
    accepted: ['13800138000', '19912345678', '15000000000', 13800138000],
    rejected: ['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', '+8613800138000'],
    message: '金额手机号码格式有误',
  },
  letterStartNumberIncluded: {
    accepted: ['a', 'abc123', 'A1b2', 'Zz9'],
    rejected: ['1abc', '_a1', 'a_1', 'a 1'],
    message: '金额必须以字母开头，可包含数字',
  },
  noChinese: {
    accepted: ['abc', '123', 'a-b c!', 'ＡＢＣ'],
    rejected: ['中', 'abc中', '公证123'],
    message: '金额不可输入中文字符',
  },
  chinese: {
    accepted: ['中文', '公证处'],
    rejected: ['中文a', '中 文', 'abc', '中文1', '，'],
    message: '金额只能输入中文字符',
  },
  email: {
    accepted: ['a@b.cn', 'john.doe@example.com', 'x_y-z@mail.example.org', 'A1@B2.net', 'a@my-domain.com', 'a+b@x.cn', 'li.si@gz-notary.gov.cn'],
    rejected: ['a@b.c', 'a@b.info', 'a@b', 'a b@c.com', '@c.com', 'a@.com', 'a@b.c0m.', 'a@-x.com', 'a@x-.com', 'a@b.c0m'],
    message: '金额邮箱格式有误',
  },
  url: {
    accepted: [
      'http://example.com',
      'https://www.example.com/path',
      'HTTP://EXAMPLE.COM',
      'https://a.bc/c/d',
      'http://localhost',
      'http://localhost:3000/api/docs',
      'https://gz.example.gov.cn:8443/verify?no=（2026）京长安证字第00001号&x=1#top',
      'http://127.0.0.1:8080',
      'https://my-site.cn/a_b-c.html',
    ],
    rejected: [
      'example.com',
      'ftp://example.com',
      'http://',
      'https://exa mple.com',
      'www.a.com',
      'http://a',
      'http://localhost:abc',
      'http://-x.com',
      'https://a.b/c d',
    ],
    message: '金额URL格式有误',
  },
};

describe('built-in validators (§5 table)', () => {
  for (const [name, row] of Object.entries(table) as [PatternValidatorName, (typeof table)[PatternValidatorName]][]) {
    describe(name, () => {
      it.each(row.accepted.map((v) => [v]))('accepts %j', (value) => {
        expect(runBuiltinValidator(name, value, '金额')).toBeNull();
      });
      it.each(row.rejected.map((v) => [v]))('rejects %j with the default message', (value) => {
        expect(runBuiltinValidator(name, value, '金额')).toBe(row.message);
      });
      it.each([[''], [null], [undefined], [[]]])('does not run on the empty value %j', (value) => {
        expect(runBuiltinValidator(name, value, '金额')).toBeNull();
      });
      it('uses the validation hint instead of the default message', () => {
        expect(runBuiltinValidator(name, row.rejected[0], '金额', '请按要求填写')).toBe('请按要求填写');
      });
    });
  }

  it('noBlankStart and noBlankEnd are defined and have no effect', () => {
    expect(BUILTIN_VALIDATOR_NAMES).toContain('noBlankStart');
    expect(BUILTIN_VALIDATOR_NAMES).toContain('noBlankEnd');
    for (const value of [' lead', 'trail ', '  ', 'x']) {
      expect(runBuiltinValidator('noBlankStart', value, '备注')).toBeNull();
      expect(runBuiltinValidator('noBlankEnd', value, '备注')).toBeNull();
    }
  });

  it('checks every item of an array value', () => {
    expect(runBuiltinValidator('number', ['1', '2'], '数量')).toBeNull();
    expect(runBuiltinValidator('number', ['1', 'x'], '数量')).toBe('数量包含非数字字符');
  });

  it('rejects values that are not text, numbers or lists', () => {
    expect(runBuiltinValidator('letter', { a: 1 }, '代码')).toBe('代码包含非字母字符');
  });
});

describe('regExp validator', () => {
  const cases: [pattern: string, accepted: string[], rejected: string[]][] = [
    ['^\\d{6}$', ['100000', '610041'], ['12345', '1234567', 'abcdef']],
    ['/^\\d{6}$/', ['100000'], ['12345']],
    ['/^[a-z]+$/i', ['ABC', 'abc'], ['ab1']],
    ['^公证', ['公证书'], ['书公证']],
    ['/^\\d+$/g', ['1', '2', '3'], ['x']],
  ];
  for (const [pattern, accepted, rejected] of cases) {
    it(`${pattern} accepts ${accepted.join(', ')}`, () => {
      for (const v of accepted) expect(runRegExpValidator(pattern, v, '邮编')).toBeNull();
    });
    it(`${pattern} rejects ${rejected.join(', ')} with the default message`, () => {
      for (const v of rejected) expect(runRegExpValidator(pattern, v, '邮编')).toBe('邮编校验不通过');
    });
  }

  it('uses errorMsg over the default message', () => {
    expect(runRegExpValidator('^\\d{6}$', '1', '邮编', '邮编为6位数字')).toBe('邮编为6位数字');
  });

  it('does not run on empty values', () => {
    expect(runRegExpValidator('^\\d{6}$', '', '邮编')).toBeNull();
    expect(runRegExpValidator('^\\d{6}$', null, '邮编')).toBeNull();
  });

  it('refuses every non-empty value when the pattern does not compile', () => {
    expect(runRegExpValidator('([a-z', 'abc', '代码')).toBe('代码校验不通过');
    expect(runRegExpValidator('([a-z', '', '代码')).toBeNull();
  });
});
