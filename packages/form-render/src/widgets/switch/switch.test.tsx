import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('switch', () => {
  it('toggles, shows active/inactive text and the default width 40', () => {
    const { onChange } = renderForm([widget('switch', 'on', { label: '启用', activeText: '是', inactiveText: '否' })]);
    const sw = screen.getByRole('switch');
    expect(sw.style.minWidth).toBe('40px');
    expect(sw.textContent).toContain('否');
    fireEvent.click(sw);
    expect(onChange).toHaveBeenLastCalledWith({ on: true });
    expect(sw.textContent).toContain('是');
  });
});
