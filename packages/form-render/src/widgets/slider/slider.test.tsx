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

  it('draws stops only when they can be told apart', () => {
    const { container, unmount } = renderForm([widget('slider', 'many', { showStops: true })]);
    expect(container.querySelectorAll('.ant-slider-dot')).toHaveLength(0);
    unmount();
    const few = renderForm([widget('slider', 'few', { showStops: true, min: 0, max: 5, step: 1 })]);
    expect(few.container.querySelectorAll('.ant-slider-dot')).toHaveLength(6);
  });
});
