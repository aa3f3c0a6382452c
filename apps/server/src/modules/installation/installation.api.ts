// The installation module's public surface: what other modules may use.
export { claimScheduledRun } from './scheduled-runs.ts';
