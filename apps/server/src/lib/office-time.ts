/** Calendar date of an instant in the office's time zone (periods of numbering rules follow it). */
export function officeDate(at = new Date(), timeZone = 'Asia/Shanghai'): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone }).format(at).split('-').map(Number);
  return { year, month, day };
}

/** True for a `YYYY-MM-DD` that names a day of the calendar (not 2026-02-30). */
export const isCalendarDate = (d: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
