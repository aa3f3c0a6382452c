// The business module's public surface: what other modules may use. Import business from here, not from its files.
export { caseLink } from './business.links.ts';
export { clockOf } from './business.presenter.ts';
export { type CaseRecord, feesOf, findCase, itemsOf, partiesOf, pausesOf } from './business.repo.ts';
export { TRANSITIONS } from './business.workflow.ts';
export { awaitingDecisionBy } from './case-approval-scope.ts';
export { assertMayOpenFile } from './material-file-access.ts';
export { readsInFull } from './case-access.ts';
export type { CaseStepHooks, PreparedStep } from './case-step-hooks.ts';
export { createCaseIn } from './create-case.ts';
export { insertEvent } from './business.repo.ts';
export { checkReassignTarget, reassignOpenCases } from './case-reassign.ts';
export { deliverSms, type SmsSender } from './sms.ts';
export { insertOutbox } from './sms.repo.ts';
