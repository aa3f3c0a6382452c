import type { LeaveCalendarEntry } from '@notaria/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveCalendar, leavesOn } from './leave-calendar';

const entry = (over: Partial<LeaveCalendarEntry>): LeaveCalendarEntry => ({
  id: 1,
  applicantId: 7,
  applicantName: '张婷',
  deptName: '民事公证部',
  kind: 'SICK',
  startDate: '2026-04-30',
  startHalf: 'PM',
  endDate: '2026-05-06',
  endHalf: 'AM',
  days: 2,
  status: 'APPROVED',
  ...over,
});

describe('<LeaveCalendar>', () => {
  it('puts each leave on its working days, with the half it covers, and marks holidays and make-up days', () => {
    render(
      <LeaveCalendar
        month="2026-05"
        onMonthChange={() => undefined}
        entries={[
          entry({}),
          entry({
            id: 2,
            applicantName: '李明',
            kind: 'ANNUAL',
            startDate: '2026-05-08',
            startHalf: 'AM',
            endDate: '2026-05-09',
            endHalf: 'PM',
            status: 'PENDING',
          }),
        ]}
      />,
    );
    const day = (d: string) => screen.getByTestId(`leave-day-${d}`);
    // 劳动节 (5-1 … 5-5) is not a day of leave.
    expect(day('2026-05-04').textContent).toBe('休');
    expect(day('2026-05-06').textContent).toBe('张婷 病假（上午）');
    expect(day('2026-05-08').textContent).toBe('李明 年假');
    // 5-9 is the make-up Saturday: a working day, and so a day of leave.
    expect(day('2026-05-09').textContent).toBe('班李明 年假');
    expect(day('2026-05-10').textContent).toBe('');
  });

  it('moves by month', () => {
    const onMonthChange = vi.fn();
    render(<LeaveCalendar month="2026-01" onMonthChange={onMonthChange} entries={[]} />);
    expect(screen.getByText('2026年1月')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-12');
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-02');
  });

  it('finds nobody on leave on a rest day', () => {
    expect(leavesOn([entry({})], '2026-05-02')).toEqual([]);
    expect(leavesOn([entry({})], '2026-04-30')).toHaveLength(1);
  });
});
