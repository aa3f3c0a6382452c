export * from './engine/index.ts';
