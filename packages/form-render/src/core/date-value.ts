import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Parses a stored date value ('timestamp'/'x' milliseconds, 'X' seconds, else text in valueFormat). */
export function toDayjs(value: unknown, valueFormat: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    const d = valueFormat === 'X' ? dayjs.unix(value) : dayjs(value);
    return d.isValid() ? d : null;
  }
  if (typeof value !== 'string') return null;
  const d = valueFormat && !['timestamp', 'x', 'X'].includes(valueFormat) ? dayjs(value, valueFormat, true) : dayjs(value);
  return d.isValid() ? d : null;
}

export function fromDayjs(d: Dayjs | null | undefined, valueFormat: string): string | number | null {
  if (!d) return null;
  if (valueFormat === 'timestamp' || valueFormat === 'x') return d.valueOf();
  if (valueFormat === 'X') return d.unix();
  return d.format(valueFormat || 'YYYY-MM-DD');
}

export function rangeToDayjs(value: unknown, valueFormat: string): [Dayjs | null, Dayjs | null] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  return [toDayjs(value[0], valueFormat), toDayjs(value[1], valueFormat)];
}

export function rangeFromDayjs(
  range: [Dayjs | null, Dayjs | null] | null | undefined,
  valueFormat: string,
): [string | number | null, string | number | null] | null {
  if (!range) return null;
  return [fromDayjs(range[0], valueFormat), fromDayjs(range[1], valueFormat)];
}

/** Placeholders used when a date field sets none (§5). */
export const DATE_PLACEHOLDERS = {
  date: '请选择日期',
  datetime: '请选择日期时间',
  week: '请选择周',
  month: '请选择月份',
  year: '请选择年份',
  dates: '请选择日期',
  time: '请选择时间',
  start: '开始日期',
  end: '结束日期',
  startTime: '开始时间',
  endTime: '结束时间',
} as const;
