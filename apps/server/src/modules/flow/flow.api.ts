// The flow module's public surface: what other modules may use. Import flow from here, not from its files.
export { findFlowByCode, flowsUsingRole, flowsUsingUser, stepsOf } from './flow.repo.ts';
