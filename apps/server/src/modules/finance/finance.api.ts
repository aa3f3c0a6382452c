// The finance module's public surface: what other modules may use. Import finance from here, not from its files.
export { FEES_NOT_SETTLED, moneySummaryOf } from './fee-ledger.summary.ts';
export { moneyAtAGlance } from './month-report-glance.ts';
