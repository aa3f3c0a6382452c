import type { MessageType, ScriptCall, StateKey } from './script-types.ts';

/** A script changing a value may fire other scripts; deeper chains are cut off. */
export const MAX_SCRIPT_DEPTH = 8;
export const MAX_MESSAGE_CHARS = 2_000_000;
export const MESSAGE_TYPES: readonly MessageType[] = ['success', 'info', 'warning', 'error'];
export const STATE_KEYS: readonly StateKey[] = ['hidden', 'disabled', 'required'];
export const LOG_LEVELS = ['log', 'info', 'warn', 'error'] as const;

export const PREFIX = '[表单脚本]';
export const ownerOf = (call: ScriptCall) => (call.target ? `组件「${call.target.path}」` : '表单');

export function argsJson(args: unknown[] = []): string {
  const list = [...args];
  while (list.length > 0 && list[list.length - 1] === undefined) list.pop();
  const parts = list.map((a) => {
    try {
      return JSON.stringify(a ?? null) ?? 'null';
    } catch {
      return 'null';
    }
  });
  return `[${parts.join(',')}]`;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error('参数必须是字符串');
  return value;
}

export function errorText(dumped: unknown): string {
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    return name && name !== 'Error' ? `${String(name)}: ${String(message)}` : String(message);
  }
  return String(dumped);
}
