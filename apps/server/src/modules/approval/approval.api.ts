// The approval module's public surface: what other modules may use. Import approval from here, not from its files.
// A module registers its kind once (at load), starts a request inside its own transaction, and acts on the outcome
// in onApproved/onClosed, which run inside the transaction that decides the request.
export { kindTitle, registerApprovalKind, type ApprovalKind } from './approval.kinds.ts';
export { openApprovalOf, startApproval } from './approval.engine.ts';
export { openRequestSql, type ApprovalRequestRow } from './approval.repo.ts';
export { decideApproval } from './approval.service.ts';
export { approvalTodo } from './approval.todo.ts';
