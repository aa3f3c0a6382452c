import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks what antd's popovers and virtual lists measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// antd injects its component styles into <head>, and jsdom reads every rule each time a query asks whether
// an element is visible: a test file slowed down as styles piled up (over two minutes for the larger ones).
// Render as on a server, which leaves them out; jsdom draws nothing anyway.
import { StyleContext } from '@ant-design/cssinjs';
const styleDefaults = (StyleContext as unknown as { _currentValue?: { mock?: string } })._currentValue;
if (!styleDefaults) throw new Error('antd style context has no default value to set: update the test setup');
styleDefaults.mock = 'server';
