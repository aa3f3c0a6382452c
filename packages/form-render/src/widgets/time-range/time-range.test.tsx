import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('time-range', () => {
  it('shows both times and follows setValue', () => {
    const { container, form } = renderForm([widget('time-range', 'hours', { defaultValue: ['09:00:00', '17:30:00'] })]);
    const values = () => [...container.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((i) => i.value);
    expect(values()).toEqual(['09:00:00', '17:30:00']);
    act(() => form().getWidgetRef('hours').setValue(['10:00:00', '11:00:00']));
    expect(values()).toEqual(['10:00:00', '11:00:00']);
    expect(form().getData()).toEqual({ hours: ['10:00:00', '11:00:00'] });
  });
});
