import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { deepClone } from './deep-clone';
import { numberFormatter, toThousandFilter } from './number';
import { openWindow } from './open-window';

describe('numberFormatter', () => {
  it('abbreviates with k, M, G, T, P, E', () => {
    expect(numberFormatter(999)).toBe('999');
    expect(numberFormatter(1234)).toBe('1.2k');
    expect(numberFormatter(2_000_000)).toBe('2M');
    expect(numberFormatter(3.45e9, 2)).toBe('3.45G');
    expect(numberFormatter(1e12)).toBe('1T');
    expect(numberFormatter(5e15)).toBe('5P');
    expect(numberFormatter(7e18)).toBe('7E');
  });
  it('groups thousands', () => {
    expect(toThousandFilter(1234567)).toBe('1,234,567');
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());
  it('runs once after the wait with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
  it('runs the first call at once when immediate', () => {
    vi.useFakeTimers();
    const fn = vi.fn((x: number) => x * 2);
    const d = debounce(fn, 100, true);
    expect(d(3)).toBe(6);
    d(4);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    d(5);
    expect(fn).toHaveBeenLastCalledWith(5);
  });
});

describe('deepClone', () => {
  it('copies nested data without sharing references', () => {
    const src = { a: [1, { b: 2 }], d: new Date(0), m: new Map([['k', { v: 1 }]]) };
    const copy = deepClone(src);
    expect(copy).toEqual(src);
    expect(copy.a).not.toBe(src.a);
    expect(copy.a[1]).not.toBe(src.a[1]);
    expect(copy.d).not.toBe(src.d);
    expect(copy.m.get('k')).not.toBe(src.m.get('k'));
  });
  it('keeps cycles', () => {
    const src: { self?: unknown } = {};
    src.self = src;
    const copy = deepClone(src);
    expect(copy.self).toBe(copy);
  });
});

describe('openWindow', () => {
  it('opens a window holding a full-page frame and the title', () => {
    const doc = document.implementation.createHTMLDocument('');
    const fake = { document: doc, focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(fake);
    const win = openWindow('https://example.org/a', '报告预览', 800, 600);
    expect(win).toBe(fake);
    expect(open.mock.calls[0][2]).toContain('width=800,height=600');
    expect(doc.title).toBe('报告预览');
    const frame = doc.querySelector('iframe')!;
    expect(frame.src).toBe('https://example.org/a');
    expect(frame.getAttribute('style')).toContain('height:100vh');
    open.mockRestore();
  });
});
