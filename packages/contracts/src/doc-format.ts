// How values are written in documents (公证书, notices, forms), the same on the web and on the server.
// A person is described by the birth date, never by an age (司法部〔81〕司公字第94号).

const DIGIT_CN = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const DIGIT_UPPER = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];

/** The year, month and day of `YYYY-MM-DD` (a longer ISO time keeps its date part), or null. */
function dateParts(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 1–31 in Chinese numerals as dates write them: 五, 十, 十二, 二十, 三十一. */
function smallNumberCn(n: number): string {
  if (n < 10) return DIGIT_CN[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGIT_CN[tens]}十${ones ? DIGIT_CN[ones] : ''}`;
}

/** '2026-01-05' → '二〇二六年一月五日' (the 公证书's way); '' for an empty or impossible date. */
export function dateCn(value: string | null | undefined): string {
  const d = value ? dateParts(value) : null;
  if (!d) return '';
  const year = String(d.year)
    .split('')
    .map((c) => DIGIT_CN[Number(c)])
    .join('');
  return `${year}年${smallNumberCn(d.month)}月${smallNumberCn(d.day)}日`;
}

/** '2026-01-05' → '2026年1月5日'; '' for an empty or impossible date. */
export function dateNumeric(value: string | null | undefined): string {
  const d = value ? dateParts(value) : null;
  return d ? `${d.year}年${d.month}月${d.day}日` : '';
}

/** One group of four digits (0–9999) with 仟佰拾, zeros inside written once as 零 and none at the end. */
function groupUpper(n: number): string {
  const units = ['仟', '佰', '拾', ''];
  const digits = String(n).padStart(4, '0').split('').map(Number);
  let out = '';
  let zero = false;
  digits.forEach((d, i) => {
    if (d === 0) {
      zero = out !== '';
      return;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGIT_UPPER[d] + units[i];
  });
  return out;
}

/** The largest amount written: 9999亿9999万9999元9角9分 (千亿). */
export const AMOUNT_CN_MAX = 999_999_999_999.99;

/**
 * 大写金额 after the rules of 《支付结算办法》: 1234.5 → '壹仟贰佰叁拾肆元伍角整', 1.05 → '壹元零伍分',
 * 100050 → '壹拾万零伍拾元整', 0 → '零元整'. Rounded to the 分. Refuses a negative amount and one over 千亿.
 */
export function amountCn(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError('金额须为数字');
  if (amount < 0) throw new RangeError('金额不能为负数');
  if (amount > AMOUNT_CN_MAX) throw new RangeError('金额超出可大写的范围（千亿）');
  const fen = Math.round(amount * 100);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;

  let integer = '';
  const groups = [Math.floor(yuan / 1e8), Math.floor(yuan / 1e4) % 1e4, yuan % 1e4];
  const groupUnits = ['亿', '万', ''];
  let pendingZero = false;
  groups.forEach((g, i) => {
    if (g === 0) {
      pendingZero = integer !== '';
      return;
    }
    // A group under 1000 after a higher one, or after an empty group, starts with 零 (壹拾万零伍拾, 壹亿零壹).
    if (integer !== '' && (pendingZero || g < 1000)) integer += '零';
    pendingZero = false;
    integer += groupUpper(g) + groupUnits[i];
  });

  if (fen === 0) return '零元整';
  let out = integer ? `${integer}元` : '';
  if (jiao) out += `${DIGIT_UPPER[jiao]}角`;
  else if (cent && integer) out += '零';
  if (cent) return `${out}${DIGIT_UPPER[cent]}分`;
  return `${out}整`;
}

/** 'M'/'MALE'/'男' → '男', 'F'/'FEMALE'/'女' → '女', anything else ''. */
export function genderCn(value: string | null | undefined): string {
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'M' || v === 'MALE' || v === '1' || v === '男') return '男';
  if (v === 'F' || v === 'FEMALE' || v === '2' || v === '女') return '女';
  return '';
}
