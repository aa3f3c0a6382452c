import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import { CASCADER_HIDE_DELAY } from './cascader.tsx';

const items = [
  { label: '四川', value: 'sc', children: [{ label: '成都', value: 'cd' }] },
  { label: '北京', value: 'bj' },
];
const menuItem = (label: string) => document.querySelector(`.ant-cascader-menu-item[title="${label}"]`) as HTMLElement;
const openMenus = () => document.querySelectorAll('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').length;

describe('cascader', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the chosen path and hides the dropdown after 100 ms', () => {
    expect(CASCADER_HIDE_DELAY).toBe(100);
    const { onChange } = renderForm([widget('cascader', 'area', { optionItems: items, checkStrictly: true })]);
    vi.useFakeTimers();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    act(() => vi.advanceTimersByTime(10));
    expect(openMenus()).toBeGreaterThan(0);
    fireEvent.click(menuItem('四川'));
    fireEvent.click(menuItem('成都'));
    expect(onChange).toHaveBeenLastCalledWith({ area: ['sc', 'cd'] });
    act(() => vi.advanceTimersByTime(CASCADER_HIDE_DELAY - 1));
    expect(openMenus()).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(openMenus()).toBe(0);
  });
});
