import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('grid', () => {
  it('renders columns with their spans and the fields inside them', () => {
    const grid = widget('grid', 'g', { gutter: 12 });
    grid.cols[0].options.span = 8;
    grid.cols[0].widgetList.push(widget('input', 'a', { label: '甲' }));
    grid.cols[1].widgetList.push(widget('input', 'b', { label: '乙' }));
    const { container, onChange, form } = renderForm([grid]);
    expect(container.querySelector('.ant-col-8')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('乙'), { target: { value: 'x' } });
    expect(onChange).toHaveBeenLastCalledWith({ a: '', b: 'x' });
    act(() => form().getWidgetRef('g').setHidden(true));
    expect((container.querySelector('[data-widget="g"]') as HTMLElement).style.display).toBe('none');
  });
});
