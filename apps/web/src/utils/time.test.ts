import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, timeAgo } from './time';

describe('parseTime', () => {
  const d = new Date(2026, 0, 4, 5, 6, 7);
  it('uses the zero-padded default pattern', () => {
    expect(parseTime(d)).toBe('2026-01-04 05:06:07');
  });
  it('treats 10-digit timestamps as seconds', () => {
    const seconds = Math.floor(d.getTime() / 1000);
    expect(parseTime(seconds)).toBe('2026-01-04 05:06:07');
    expect(parseTime(String(seconds))).toBe('2026-01-04 05:06:07');
    expect(parseTime(d.getTime())).toBe('2026-01-04 05:06:07');
  });
  it('names the weekday in Chinese and honours custom patterns', () => {
    expect(parseTime(d, '{y}年{m}月{d}日 星期{a}')).toBe('2026年01月04日 星期日');
    expect(parseTime(new Date(2026, 0, 5), '{a}')).toBe('一');
  });
  it('accepts date strings and returns null for empty input', () => {
    expect(parseTime('2026-03-09 08:07:06', '{m}/{d} {h}:{i}')).toBe('03/09 08:07');
    expect(parseTime('')).toBeNull();
    expect(parseTime(null)).toBeNull();
  });
});

describe('parseTime with server instants', () => {
  it('reads the zone of an ISO instant instead of taking its clock time as local', () => {
    const instant = new Date(Date.UTC(2026, 3, 1, 2, 0, 0));
    expect(parseTime('2026-04-01T10:00:00+08:00')).toBe(parseTime(instant));
    expect(parseTime('2026-04-01T02:00:00.000Z')).toBe(parseTime(instant));
    expect(parseTime('2026-04-01T10:00:00.123+08:00', '{h}:{i}')).toBe(parseTime(instant, '{h}:{i}'));
  });
});

describe('formatTime', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0).getTime();
  it('says 刚刚 under 30 seconds', () => {
    expect(formatTime(now - 10_000, undefined, now)).toBe('刚刚');
  });
  it('counts minutes and hours', () => {
    expect(formatTime(now - 5 * 60_000, undefined, now)).toBe('5分钟前');
    expect(formatTime(now - 3 * 3600_000, undefined, now)).toBe('3小时前');
  });
  it('says 1天前 under 48 hours', () => {
    expect(formatTime(now - 30 * 3600_000, undefined, now)).toBe('1天前');
  });
  it('formats older dates', () => {
    const old = new Date(2026, 2, 8, 9, 5, 0).getTime();
    expect(formatTime(old, undefined, now)).toBe('3月8日9时5分');
    expect(formatTime(old, '{y}-{m}-{d}', now)).toBe('2026-03-08');
  });
});

describe('timeAgo', () => {
  const now = 1_800_000_000_000;
  const s = now / 1000;
  it('outputs minutes, hours or days in Chinese', () => {
    expect(timeAgo(s - 120, now)).toBe('2 分钟');
    expect(timeAgo(s - 7200, now)).toBe('2 小时');
    expect(timeAgo(s - 3 * 86400, now)).toBe('3 天');
  });
});
