/**
 * Identity checks shared by the server and the web forms (pure, no dependencies).
 * Messages are Chinese and fit to show next to the field.
 */

export type Gender = 'MALE' | 'FEMALE';
export type Checked<T> = ({ ok: true } & T) | { ok: false; message: string };

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident ID (GB 11643-1999, ISO 7064 MOD 11-2). */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Province-level codes of GB/T 2260 (first two digits): the 31 mainland provinces, 71 Taiwan, 81 Hong
 * Kong, 82 Macao (their residents' residence permits use 81/82/83).
 */
const PROVINCE_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
]);
/** Birth years the number can hold: the standard's own example 440524188001010014 was born in 1880. */
const EARLIEST_BIRTH_YEAR = 1800;

/**
 * An 18-digit resident ID (居民身份证): digits, a real birth date not in the future, the check character
 * (X in either case). Answers the birth date (YYYY-MM-DD) and the gender (17th digit: odd male).
 */
export function checkResidentId(value: string, today = new Date()): Checked<{ normalized: string; birthDate: string; gender: Gender }> {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, message: '身份证号码须为 18 位，前 17 位为数字，末位为数字或 X' };
  if (!PROVINCE_CODES.has(id.slice(0, 2))) return { ok: false, message: '身份证号码的地区码不正确' };
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < EARLIEST_BIRTH_YEAR || date.getTime() > today.getTime()) return { ok: false, message: '身份证号码中的出生日期不正确' };
  if (residentIdCheckChar(id) !== id[17]) return { ok: false, message: '身份证号码校验位不正确，请核对' };
  return { ok: true, normalized: id, birthDate: `${year}-${pad(month)}-${pad(day)}`, gender: Number(id[16]) % 2 === 1 ? 'MALE' : 'FEMALE' };
}

/** The 31 characters of a unified social credit code (no I, O, S, V, Z), in value order. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * A unified social credit code (统一社会信用代码): 18 characters from the code's alphabet, a registration
 * authority (1–9, A–G, Y), a six-digit area code and the check character.
 */
export function checkCreditCode(value: string): Checked<{ normalized: string }> {
  const code = value.trim().toUpperCase();
  if (code.length !== 18) return { ok: false, message: '统一社会信用代码须为 18 位' };
  if ([...code].some((c) => !USCC_CHARS.includes(c))) return { ok: false, message: '统一社会信用代码含有不允许的字符（不使用 I、O、S、V、Z）' };
  if (!/^[1-9A-GY]$/.test(code[0])) return { ok: false, message: '统一社会信用代码的登记管理部门代码不正确' };
  if (!/^\d{6}$/.test(code.slice(2, 8))) return { ok: false, message: '统一社会信用代码的行政区划码不正确' };
  if (creditCodeCheckChar(code) !== code[17]) return { ok: false, message: '统一社会信用代码校验位不正确，请核对' };
  return { ok: true, normalized: code };
}

const MOBILE = /^1[3-9]\d{9}$/;
/** Area code (0 + 2–3 digits) optionally followed by a dash, 7–8 digits, optional extension. */
const LANDLINE = /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/;

/** A mainland mobile number or a landline (e.g. 010-65120000, 65120000-801). */
export function isPhone(value: string): boolean {
  const v = value.trim().replace(/\s+/g, '');
  return MOBILE.test(v) || LANDLINE.test(v) || /^\+86-?1[3-9]\d{9}$/.test(v);
}

export const isMobilePhone = (value: string) => MOBILE.test(value.trim());
