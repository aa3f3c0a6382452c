import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('slider', () => {
  it('uses 0–100 step 1 and reports keyboard changes', () => {
    const { onChange } = renderForm([widget('slider', 'level', { defaultValue: 10 })]);
    const handle = screen.getByRole('slider');
    expect(handle.getAttribute('aria-valuemin')).toBe('0');
    expect(handle.getAttribute('aria-valuemax')).toBe('100');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(onChange).toHaveBeenLastCalledWith({ level: 11 });
  });

  it('range gives a pair', () => {
    const { onChange } = renderForm([widget('slider', 'span', { range: true, defaultValue: [10, 20] })]);
    const [, upper] = screen.getAllByRole('slider');
    fireEvent.keyDown(upper, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(onChange).toHaveBeenLastCalledWith({ span: [10, 21] });
  });
});
