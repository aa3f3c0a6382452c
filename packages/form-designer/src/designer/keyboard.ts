import type { KeyboardEvent } from 'react';
import type { DesignerContextValue } from './context.ts';

/** Shortcut → what it does, for the README and the help tooltip. */
export const KEYBOARD_MAP: [keys: string, action: string][] = [
  ['Delete', '删除选中的组件'],
  ['Ctrl/⌘ + Z', '撤销'],
  ['Ctrl/⌘ + Shift + Z、Ctrl/⌘ + Y', '重做'],
  ['Ctrl/⌘ + C', '复制选中的组件'],
  ['Ctrl/⌘ + V', '粘贴到选中位置'],
  ['Alt + ↑ / Alt + ↓', '在所在列表中上移 / 下移'],
  ['Esc', '选中父组件'],
];

/**
 * Keys typed into inputs, or into the designer's own dialogs, popovers and dropdowns (portals, which
 * React still bubbles to the designer), are not shortcuts. A designer that itself sits in a dialog
 * keeps its shortcuts.
 */
function isTyping(target: EventTarget | null, designer: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (designer instanceof Node && !designer.contains(target)) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** Handles the designer's shortcuts; typing in inputs and dialogs is left alone. Returns true when handled. */
export function handleDesignerKey(e: KeyboardEvent, ctx: DesignerContextValue): boolean {
  if (isTyping(e.target, e.currentTarget)) return false;
  const { store, run, notify } = ctx;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  const selected = store.state.selectedId;
  let handled = true;
  if (mod && key === 'z' && !e.shiftKey) store.undo();
  else if (mod && ((key === 'z' && e.shiftKey) || key === 'y')) store.redo();
  else if (mod && key === 'c') {
    if (store.copySelected()) notify('info', '已复制组件');
    else handled = false;
  } else if (mod && key === 'v') {
    const error = store.paste();
    if (error) notify('warning', error);
  } else if (e.key === 'Delete' && selected) run({ type: 'remove', id: selected });
  else if (e.altKey && e.key === 'ArrowUp' && selected) run({ type: 'moveUp', id: selected });
  else if (e.altKey && e.key === 'ArrowDown' && selected) run({ type: 'moveDown', id: selected });
  else if (e.key === 'Escape' && selected) run({ type: 'selectParent' });
  else handled = false;
  if (handled) e.preventDefault();
  return handled;
}
