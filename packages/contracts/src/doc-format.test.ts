import { describe, expect, it } from 'vitest';
import * as format from './doc-format.ts';
import { AMOUNT_CN_MAX, amountCn, dateCn, dateNumeric, genderCn } from './doc-format.ts';

describe('dates as documents write them', () => {
  it('writes Chinese-numeral dates with 〇 and 十', () => {
    expect(dateCn('2026-01-05')).toBe('二〇二六年一月五日');
    expect(dateCn('2000-10-10')).toBe('二〇〇〇年十月十日');
    expect(dateCn('1999-12-31')).toBe('一九九九年十二月三十一日');
    expect(dateCn('2008-02-20')).toBe('二〇〇八年二月二十日');
    expect(dateCn('2024-11-19T08:00:00Z')).toBe('二〇二四年十一月十九日');
  });

  it('writes numeric dates without padding', () => {
    expect(dateNumeric('2026-01-05')).toBe('2026年1月5日');
    expect(dateNumeric('1990-12-31')).toBe('1990年12月31日');
  });

  it('gives nothing for an empty or impossible date', () => {
    for (const bad of ['', '2026-02-30', '2026-13-01', '05/01/2026', null, undefined]) {
      expect(dateCn(bad)).toBe('');
      expect(dateNumeric(bad)).toBe('');
    }
  });
});

describe('大写金额', () => {
  it('writes 元角分 and 整 where the amount ends at 元 or 角', () => {
    expect(amountCn(1234.5)).toBe('壹仟贰佰叁拾肆元伍角整');
    expect(amountCn(1234)).toBe('壹仟贰佰叁拾肆元整');
    expect(amountCn(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(amountCn(80)).toBe('捌拾元整');
    expect(amountCn(16)).toBe('壹拾陆元整');
    expect(amountCn(0.5)).toBe('伍角整');
    expect(amountCn(0.05)).toBe('伍分');
    expect(amountCn(0)).toBe('零元整');
  });

  it('writes one 零 for zeros in the middle and none at the end of a group', () => {
    expect(amountCn(1.05)).toBe('壹元零伍分');
    expect(amountCn(1005)).toBe('壹仟零伍元整');
    expect(amountCn(1000.3)).toBe('壹仟元叁角整');
    expect(amountCn(100050)).toBe('壹拾万零伍拾元整');
    expect(amountCn(107000.53)).toBe('壹拾万柒仟元伍角叁分');
    expect(amountCn(1680.32)).toBe('壹仟陆佰捌拾元叁角贰分');
    expect(amountCn(100000001)).toBe('壹亿零壹元整');
    expect(amountCn(120000000)).toBe('壹亿贰仟万元整');
    expect(amountCn(325000)).toBe('叁拾贰万伍仟元整');
    expect(amountCn(10000)).toBe('壹万元整');
  });

  it('reaches 千亿 and rounds to the 分', () => {
    expect(amountCn(AMOUNT_CN_MAX)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(amountCn(200000000000)).toBe('贰仟亿元整');
    expect(amountCn(0.1 + 0.2)).toBe('叁角整');
    expect(amountCn(2.675)).toBe('贰元陆角捌分');
  });

  it('refuses a negative amount, one over 千亿 and a non-number', () => {
    expect(() => amountCn(-1)).toThrow('金额不能为负数');
    expect(() => amountCn(1e12)).toThrow('金额超出可大写的范围（千亿）');
    expect(() => amountCn(Number.NaN)).toThrow('金额须为数字');
  });
});

describe('gender and the no-age rule', () => {
  it('writes 男 or 女 from the codes in use', () => {
    expect(['M', 'MALE', 'male', '男', '1'].map(genderCn)).toEqual(['男', '男', '男', '男', '男']);
    expect(['F', 'FEMALE', '女', '2'].map(genderCn)).toEqual(['女', '女', '女', '女']);
    expect(['UNKNOWN', '', null, undefined].map(genderCn)).toEqual(['', '', '', '']);
  });

  it('offers no way to write an age', () => {
    expect(Object.keys(format).filter((k) => /age/i.test(k))).toEqual([]);
  });
});
