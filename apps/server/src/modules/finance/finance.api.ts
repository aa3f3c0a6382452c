// The finance module's public surface: what other modules may use. Import finance from here, not from its files.
export { moneySummaryOf } from './fee-ledger.summary.ts';
