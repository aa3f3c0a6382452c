import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('color', () => {
  it('shows the stored hex colour and follows value changes', () => {
    const { container, form, onChange } = renderForm([widget('color', 'c', { defaultValue: '#ff0000' })]);
    expect(container.querySelector('.ant-color-picker-trigger-text')?.textContent?.toLowerCase()).toBe('#ff0000');
    act(() => form().getWidgetRef('c').setValue('#00ff00'));
    expect(onChange).toHaveBeenLastCalledWith({ c: '#00ff00' });
    expect(container.querySelector('.ant-color-picker-trigger-text')?.textContent?.toLowerCase()).toBe('#00ff00');
  });
});
