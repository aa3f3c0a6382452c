import { describe, expect, it } from 'vitest';
import { checkCreditCode, checkResidentId, creditCodeCheckChar, isPhone, residentIdCheckChar } from './id-checks.ts';

const today = new Date('2026-06-01T00:00:00Z');

describe('resident ID', () => {
  it.each([
    ['11010519491231002X', '1949-12-31', 'FEMALE'],
    ['11010519491231002x', '1949-12-31', 'FEMALE'],
    ['110101199003078515', '1990-03-07', 'MALE'],
    ['440308200002290036', '2000-02-29', 'MALE'],
    ['110101198506151230', '1985-06-15', 'MALE'],
  ])('accepts %s (born %s, %s)', (id, birthDate, gender) => {
    expect(checkResidentId(id, today)).toEqual({ ok: true, normalized: id.toUpperCase(), birthDate, gender });
  });

  it.each([
    ['11010519491231002', '身份证号码须为 18 位，前 17 位为数字，末位为数字或 X'],
    ['1101051949123100XX', '身份证号码须为 18 位，前 17 位为数字，末位为数字或 X'],
    ['11010519491231002Y', '身份证号码须为 18 位，前 17 位为数字，末位为数字或 X'],
    ['01010519491231002X', '身份证号码的地区码不正确'],
    ['110105194913310025', '身份证号码中的出生日期不正确'],
    ['110105190002290020', '身份证号码中的出生日期不正确'],
    ['110105203001010020', '身份证号码中的出生日期不正确'],
    ['110105194912310021', '身份证号码校验位不正确，请核对'],
    ['110101199003078516', '身份证号码校验位不正确，请核对'],
  ])('refuses %s', (id, message) => {
    expect(checkResidentId(id, today)).toEqual({ ok: false, message });
  });

  it('computes check characters including X', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdCheckChar('11010119900307851')).toBe('5');
  });
});

describe('unified social credit code', () => {
  it.each(['91350100M000100Y43', '91110000802100433B', '91110108MA01KPGK0L', '12100000400000624D'])('accepts %s', (code) => {
    expect(checkCreditCode(code)).toEqual({ ok: true, normalized: code });
    expect(checkCreditCode(code.toLowerCase())).toEqual({ ok: true, normalized: code });
  });

  it.each([
    ['91350100M000100Y4', '统一社会信用代码须为 18 位'],
    ['91350100M000100Y4I', '统一社会信用代码含有不允许的字符（不使用 I、O、S、V、Z）'],
    ['H1350100M000100Y43', '统一社会信用代码的登记管理部门代码不正确'],
    ['9135A100M000100Y43', '统一社会信用代码的行政区划码不正确'],
    ['91350100M000100Y44', '统一社会信用代码校验位不正确，请核对'],
  ])('refuses %s', (code, message) => {
    expect(checkCreditCode(code)).toEqual({ ok: false, message });
  });

  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000100000000')).toBe('R');
  });
});

describe('phone', () => {
  it.each(['13912345678', '19800001111', '010-65120000', '01065120000', '0755-88889999', '65120000', '010-65120000-801', '+86 13912345678'])(
    'accepts %s',
    (v) => {
      expect(isPhone(v)).toBe(true);
    },
  );
  it.each(['12912345678', '1391234567', '139123456789', 'abc', '010-123', '', '0000000'])('refuses %s', (v) => {
    expect(isPhone(v)).toBe(false);
  });
});
