import { message } from 'antd';

export interface Notifier {
  error(content: string, seconds: number): PromiseLike<unknown> | void;
  success(content: string, seconds?: number): void;
}

const fallback: Notifier = {
  error: (content, seconds) => message.error(content, seconds),
  success: (content, seconds) => void message.success(content, seconds),
};

let current: Notifier = fallback;

/** The app shell installs the context-aware antd message API (App.useApp) here. */
export function setNotifier(n: Notifier | null) {
  current = n ?? fallback;
}

export const notify = {
  error: (content: string, seconds = 3) => current.error(content, seconds),
  success: (content: string, seconds = 2) => current.success(content, seconds),
};
