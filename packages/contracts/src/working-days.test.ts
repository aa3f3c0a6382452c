import { describe, expect, it } from 'vitest';
import { caseClock, chinaDate, isWorkingDay, type ClockPause } from './working-days.ts';

describe('working days', () => {
  it.each([
    ['2026-11-02', true],
    ['2026-11-07', false],
    ['2026-11-08', false],
    ['2026-10-01', false],
    ['2026-10-10', true],
    ['2026-02-14', true],
    ['2026-02-16', false],
    ['2026-01-04', true],
    ['2027-01-04', true],
  ])('%s working: %s', (day, want) => expect(isWorkingDay(day)).toBe(want));

  it('follows the State Council 2026 holiday arrangement day by day', () => {
    const span = (from: string, to: string) => {
      const days: string[] = [];
      for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000))
        days.push(d.toISOString().slice(0, 10));
      return days;
    };
    const holidays = [
      ...span('2026-01-01', '2026-01-03'),
      ...span('2026-02-15', '2026-02-23'),
      ...span('2026-04-04', '2026-04-06'),
      ...span('2026-05-01', '2026-05-05'),
      ...span('2026-06-19', '2026-06-21'),
      ...span('2026-09-25', '2026-09-27'),
      ...span('2026-10-01', '2026-10-07'),
    ];
    const makeUp = ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'];
    for (const d of holidays) expect({ d, working: isWorkingDay(d) }).toEqual({ d, working: false });
    for (const d of makeUp) expect({ d, working: isWorkingDay(d) }).toEqual({ d, working: true });
    // The days around each holiday are ordinary.
    for (const d of [
      '2025-12-31',
      '2026-01-05',
      '2026-02-13',
      '2026-02-24',
      '2026-04-03',
      '2026-04-07',
      '2026-05-06',
      '2026-06-18',
      '2026-06-22',
      '2026-09-24',
      '2026-09-28',
      '2026-10-08',
      '2026-10-09',
    ]) {
      expect({ d, working: isWorkingDay(d) }).toEqual({ d, working: true });
    }
    // 261 weekdays, 19 of them holidays, 6 make-up weekend days.
    expect(span('2026-01-01', '2026-12-31').filter(isWorkingDay)).toHaveLength(248);
  });

  it('takes the China calendar day of an instant', () => {
    expect(chinaDate('2026-11-02T16:30:00Z')).toBe('2026-11-03');
    expect(chinaDate('2026-11-02T15:59:59Z')).toBe('2026-11-02');
  });
});

describe('case clock (15 working days from acceptance)', () => {
  const table: [string, string, ClockPause[], string, { deadline: string; daysLeft: number; paused: boolean }][] = [
    ['on the day of acceptance', '2026-11-02', [], '2026-11-02', { deadline: '2026-11-23', daysLeft: 15, paused: false }],
    ['four days in', '2026-11-02', [], '2026-11-06', { deadline: '2026-11-23', daysLeft: 11, paused: false }],
    ['on the last day', '2026-11-02', [], '2026-11-23', { deadline: '2026-11-23', daysLeft: 0, paused: false }],
    ['overdue by two working days', '2026-11-02', [], '2026-11-25', { deadline: '2026-11-23', daysLeft: -2, paused: false }],
    ['accepted on a Saturday', '2026-11-07', [], '2026-11-07', { deadline: '2026-11-27', daysLeft: 15, paused: false }],
    ['over the National Day holiday with a make-up Saturday', '2026-09-24', [], '2026-09-24', { deadline: '2026-10-22', daysLeft: 15, paused: false }],
    ['over the Spring Festival with two make-up Saturdays', '2026-02-13', [], '2026-02-13', { deadline: '2026-03-12', daysLeft: 15, paused: false }],
    [
      'a closed pause of five working days',
      '2026-11-02',
      [{ from: '2026-11-09', to: '2026-11-16' }],
      '2026-11-20',
      { deadline: '2026-11-30', daysLeft: 6, paused: false },
    ],
    [
      'a pause opened and closed on the same day pauses nothing',
      '2026-11-02',
      [{ from: '2026-11-09', to: '2026-11-09' }],
      '2026-11-09',
      { deadline: '2026-11-23', daysLeft: 10, paused: false },
    ],
    ['an open pause freezes daysLeft', '2026-11-02', [{ from: '2026-11-09', to: null }], '2026-11-11', { deadline: '2026-11-26', daysLeft: 11, paused: true }],
    [
      'two pauses',
      '2026-11-02',
      [
        { from: '2026-11-03', to: '2026-11-04' },
        { from: '2026-11-09', to: '2026-11-10' },
      ],
      '2026-11-02',
      { deadline: '2026-11-25', daysLeft: 15, paused: false },
    ],
  ];
  it.each(table)('%s', (_what, accepted, pauses, today, want) => expect(caseClock(accepted, pauses, today)).toEqual(want));
});
