export * from './state.ts';
export * from './tree-ops.ts';
export * from './container-ops.ts';
export * from './config-ops.ts';
export * from './actions.ts';
export * from './history.ts';
export { DesignerStore } from './store.ts';
