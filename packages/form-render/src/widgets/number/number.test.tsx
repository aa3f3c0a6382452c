import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldMessage, renderForm, widget } from '../../test/helpers.tsx';

describe('number', () => {
  it('reports numbers and applies min on blur', () => {
    const { onChange, container } = renderForm([widget('number', 'qty', { label: '数量', min: 1, max: 10, precision: 0 })]);
    const input = screen.getByLabelText('数量');
    fireEvent.change(input, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ qty: 5 });
    fireEvent.blur(input);
    expect(fieldMessage(container, '数量')).toBeNull();
  });

  it('required on blur with the default message', () => {
    const { container } = renderForm([widget('number', 'qty', { label: '数量', required: true })]);
    fireEvent.blur(screen.getByLabelText('数量'));
    expect(fieldMessage(container, '数量')).toBe('数量不可为空');
  });
});
