import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fieldMessage, renderForm, widget } from '../../test/helpers.tsx';

describe('date', () => {
  it('shows the stored value and reports a picked day in valueFormat', () => {
    const { onChange } = renderForm([widget('date', 'day', { label: '日期', defaultValue: '2024-05-06' })]);
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    expect(input.value).toBe('2024-05-06');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.click(document.querySelector('td[title="2024-05-10"]') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ day: '2024-05-10' });
  });

  it('falls back to a default placeholder, stores timestamps when asked, required on blur', () => {
    const { form, container } = renderForm([widget('date', 'ts', { label: '时间戳', valueFormat: 'timestamp', required: true })]);
    const input = screen.getByLabelText('时间戳') as HTMLInputElement;
    expect(input.placeholder).toBe('请选择日期');
    fireEvent.blur(input);
    expect(fieldMessage(container, '时间戳')).toBe('时间戳不可为空');
    const ms = new Date(2024, 0, 2).getTime();
    act(() => form().setData({ ts: ms }));
    expect(input.value).toBe('2024-01-02');
  });
});
