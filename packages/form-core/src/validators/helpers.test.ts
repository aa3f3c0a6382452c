import { describe, expect, it } from 'vitest';
import { isEmail, isExternalLink, isIdCardNumber, isNonNegativeDecimal, isPhoneOrLandline, isPositiveInteger } from './helpers.ts';

const table: [string, (v: unknown) => boolean, unknown[], unknown[]][] = [
  [
    'URL-like',
    isExternalLink,
    ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086', 'https:'],
    ['ftp://a.cn', '/dashboard', 'www.a.cn', 'HTTP://a.cn', ' http://a.cn', 12],
  ],
  [
    'identity number',
    isIdCardNumber,
    ['110101199003070000', '11010119900307001X', '11010119900307001x', '110101900307001', 110101900307001],
    ['11010119900307001', '1101011990030700011', '11010119900307X001', '11010190030700X', 'abcdefghijklmno', ''],
  ],
  [
    'phone or landline',
    isPhoneOrLandline,
    ['13800138000', '010-12345678', '(010)12345678', '0816-1234567', '1234567', '123456789012345678', '（028）88886666'],
    ['123456', '1234567890123456789', '010 1234567', '010-1234567a', '+86 13800138000', ''],
  ],
  [
    'standard email',
    isEmail,
    ['a@b.cn', 'john.doe@example.info', 'x+tag@mail.example.org', 'a@[192.168.0.1]'],
    ['a@b', 'a@b.c', 'a b@c.cn', '@c.cn', 'a@.cn', 'a..b@c.cn', ''],
  ],
  ['positive integer', isPositiveInteger, ['1', '9', '10', '123456', 7], ['0', '-1', '01', '1.0', '1.5', '+1', 'a', '', 0, -3, 2.5]],
  ['non-negative decimal', isNonNegativeDecimal, ['0', '0.5', '12', '12.75', '007', 0, 3.5], ['-1', '-0.5', '.5', '1.', '1.2.3', 'a', '', -2]],
];

describe('helper checks (§5)', () => {
  for (const [name, check, accepted, rejected] of table) {
    it.each(accepted.map((v) => [v]))(`${name} accepts %j`, (v) => expect(check(v)).toBe(true));
    it.each(rejected.map((v) => [v]))(`${name} rejects %j`, (v) => expect(check(v)).toBe(false));
  }

  it('rejects non-text values', () => {
    for (const check of [isExternalLink, isIdCardNumber, isPhoneOrLandline, isEmail, isPositiveInteger]) {
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
      expect(check({})).toBe(false);
    }
  });
});
