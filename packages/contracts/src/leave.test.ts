import { describe, expect, it } from 'vitest';
import { leaveDays, leaveHalfDays, leaveSpanText, type HalfDay } from './leave.ts';

const span = (startDate: string, startHalf: HalfDay, endDate: string, endHalf: HalfDay) => ({ startDate, startHalf, endDate, endHalf });

describe('leave days on the working-day calendar', () => {
  it.each([
    ['one whole working day', span('2026-05-06', 'AM', '2026-05-06', 'PM'), 1],
    ['a morning', span('2026-05-06', 'AM', '2026-05-06', 'AM'), 0.5],
    ['an afternoon', span('2026-05-06', 'PM', '2026-05-06', 'PM'), 0.5],
    ['afternoon to next morning', span('2026-05-06', 'PM', '2026-05-07', 'AM'), 1],
    ['afternoon to the afternoon two days later', span('2026-05-06', 'PM', '2026-05-08', 'PM'), 2.5],
    ['Friday to Monday skips the weekend', span('2026-05-15', 'AM', '2026-05-18', 'PM'), 2],
    ['Friday afternoon to Monday morning', span('2026-05-15', 'PM', '2026-05-18', 'AM'), 1],
    ['across 劳动节 to the make-up Saturday', span('2026-04-30', 'AM', '2026-05-09', 'PM'), 5],
    ['the 国庆节 holidays only', span('2026-10-01', 'AM', '2026-10-07', 'PM'), 0],
    ['a make-up workday (Saturday 10-10)', span('2026-10-10', 'AM', '2026-10-10', 'PM'), 1],
    ['an ordinary Saturday', span('2026-10-17', 'AM', '2026-10-17', 'PM'), 0],
    ['春节 week with its make-up Saturdays', span('2026-02-14', 'AM', '2026-02-28', 'PM'), 6],
    ['a whole normal week', span('2026-11-02', 'AM', '2026-11-08', 'PM'), 5],
  ])('%s', (_name, s, days) => expect(leaveDays(s)).toBe(days));

  it('refuses an end before the start and a span over a year', () => {
    expect(leaveHalfDays(span('2026-05-07', 'AM', '2026-05-06', 'PM'))).toBeNull();
    expect(leaveHalfDays(span('2026-05-06', 'PM', '2026-05-06', 'AM'))).toBeNull();
    expect(leaveHalfDays(span('2026-01-01', 'AM', '2027-01-02', 'AM'))).toBeNull();
    expect(leaveHalfDays(span('2026-01-05', 'AM', '2027-01-05', 'AM'))).not.toBeNull();
  });

  it('writes the span in Chinese', () => {
    expect(leaveSpanText(span('2026-05-06', 'AM', '2026-05-06', 'AM'))).toBe('2026-05-06 上午');
    expect(leaveSpanText(span('2026-05-06', 'PM', '2026-05-07', 'AM'))).toBe('2026-05-06 下午 至 2026-05-07 上午');
  });
});
