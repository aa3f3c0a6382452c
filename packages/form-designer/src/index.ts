export { FormDesigner, type FormDesignerProps } from './form-designer.tsx';
export { KEYBOARD_MAP } from './designer/keyboard.ts';
export { dropAction } from './canvas/drop.ts';
export * from './engine/index.ts';
