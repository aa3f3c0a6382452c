// The leave module's public surface: what other modules may use. Import leave from here, not from its files.
export { calendarBetween as leavesBetween, staffWith } from './leave.repo.ts';
