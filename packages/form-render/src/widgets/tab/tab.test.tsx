import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createWidget } from '@notaria/form-core';
import { renderForm, widget } from '../../test/helpers.tsx';
import type { TabRef } from '../../core/types.ts';

function tabs() {
  const tab = widget('tab', 'tabs');
  const second = createWidget('tab-pane');
  Object.assign(second.options, { name: 'p2', label: '第二页' });
  const third = createWidget('tab-pane');
  Object.assign(third.options, { name: 'p3', label: '第三页' });
  Object.assign(tab.tabs[0].options, { name: 'p1', label: '第一页' });
  tab.tabs.push(second, third);
  tab.tabs[0].widgetList.push(widget('input', 'a', { label: '甲' }));
  second.widgetList.push(widget('input', 'b', { label: '乙', required: true }));
  return tab;
}
const activeLabel = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const tabButton = (label: string) => screen.getByRole('tab', { name: label });

describe('tab', () => {
  it('activates panes by click and through the ref; every pane is rendered and registered', () => {
    const { form } = renderForm([tabs()]);
    expect(activeLabel()).toBe('第一页');
    fireEvent.click(tabButton('第二页'));
    expect(activeLabel()).toBe('第二页');
    act(() => form().getWidgetRef<TabRef>('tabs').activate('p3'));
    expect(activeLabel()).toBe('第三页');
    expect(form().getWidgetRef('b').widget.type).toBe('input');
  });

  it('disables and hides panes; a hidden pane loses its fields rules', () => {
    const { form } = renderForm([tabs()]);
    act(() => form().getWidgetRef('p2').setDisabled(true));
    expect(tabButton('第二页').getAttribute('aria-disabled')).toBe('true');
    act(() => form().getWidgetRef<TabRef>('tabs').activate('p2'));
    expect(activeLabel()).toBe('第一页');
    expect(
      form()
        .validate()
        .errors.map((e) => e.path),
    ).toEqual(['b']);
    act(() => form().getWidgetRef('p2').setHidden(true));
    expect(screen.queryByRole('tab', { name: '第二页' })).toBeNull();
    expect(form().validate().valid).toBe(true);
    act(() => form().getWidgetRef('p2').setHidden(false));
    expect(screen.getByRole('tab', { name: '第二页' })).toBeTruthy();
    expect(form().validate().valid).toBe(false);
  });

  it('moves away from an active pane that gets hidden', () => {
    const { form } = renderForm([tabs()]);
    act(() => form().getWidgetRef('p1').setHidden(true));
    expect(activeLabel()).toBe('第二页');
  });
});
