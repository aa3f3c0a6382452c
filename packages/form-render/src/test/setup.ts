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

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// ProseMirror measures text; jsdom has no layout.
const rectList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = rectList;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = rect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;

// jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

// antd injects its component styles into <head>, and jsdom reads every rule each time a query asks whether
// an element is visible: a test file slowed down as styles piled up (over two minutes for the larger ones).
// Render as on a server, which leaves them out; jsdom draws nothing anyway.
import { StyleContext } from '@ant-design/cssinjs';
const styleDefaults = (StyleContext as unknown as { _currentValue?: { mock?: string } })._currentValue;
if (!styleDefaults) throw new Error('antd style context has no default value to set: update the test setup');
styleDefaults.mock = 'server';
