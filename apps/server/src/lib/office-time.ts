/** Calendar date of an instant in the office's time zone (periods of numbering rules follow it). */
export function officeDate(at = new Date(), timeZone = 'Asia/Shanghai'): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone }).format(at).split('-').map(Number);
  return { year, month, day };
}
