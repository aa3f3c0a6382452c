const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

export type TimeInput = Date | string | number;

function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'string') {
    if (/^[0-9]+$/.test(time)) time = parseInt(time, 10);
    // An ISO instant from the server (Z or ±hh:mm) names its zone; only zone-less text is local time.
    else if (/(Z|[+-]\d{2}:?\d{2})$/.test(time)) return new Date(time);
    else
      return new Date(
        time
          .replace(/-/g, '/')
          .replace('T', ' ')
          .replace(/\.\d+$/, ''),
      );
  }
  if (typeof time === 'number' && time.toString().length === 10) time *= 1000;
  return new Date(time);
}

/**
 * Formats a time with a pattern of {y} {m} {d} {h} {i} {s} {a}; every numeric part is zero-padded
 * to two digits and {a} is the Chinese weekday name. Returns null for empty input.
 */
export function parseTime(time: TimeInput | null | undefined, pattern = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[value];
    return String(value).padStart(2, '0');
  });
}

/**
 * Relative time for recent moments ('刚刚', 'N分钟前', 'N小时前', '1天前'), otherwise the date as
 * 'M月D日H时i分' or formatted with `option` as a parseTime pattern.
 */
export function formatTime(time: TimeInput, option?: string, now = Date.now()): string {
  const date = toDate(time);
  const diff = (now - date.getTime()) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  if (option) return parseTime(date, option) ?? '';
  return `${date.getMonth() + 1}月${date.getDate()}日${date.getHours()}时${date.getMinutes()}分`;
}

/** 'N 分钟' / 'N 小时' / 'N 天' for a past time given in seconds since the epoch. */
export function timeAgo(seconds: number, now = Date.now()): string {
  const between = now / 1000 - Number(seconds);
  const plural = (n: number, unit: string) => `${n}${unit}`;
  if (between < 3600) return plural(Math.floor(between / 60), ' 分钟');
  if (between < 86400) return plural(Math.floor(between / 3600), ' 小时');
  return plural(Math.floor(between / 86400), ' 天');
}
