import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('time', () => {
  it('uses HH:mm:ss and reports a cleared value', () => {
    const { onChange, container } = renderForm([widget('time', 't', { label: '时间', defaultValue: '08:30:00' })]);
    const input = screen.getByLabelText('时间') as HTMLInputElement;
    expect(input.value).toBe('08:30:00');
    fireEvent.mouseDown(container.querySelector('.ant-picker-clear') as HTMLElement);
    fireEvent.mouseUp(container.querySelector('.ant-picker-clear') as HTMLElement);
    fireEvent.click(container.querySelector('.ant-picker-clear') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ t: null });
  });
});
