import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('button', () => {
  it('reports clicks with the form data; disabled with the form', () => {
    const onButtonClick = vi.fn();
    const { form } = renderForm([widget('input', 'a', { defaultValue: 'x' }), widget('button', 'go', { label: '提交', type: 'primary' })], {
      onButtonClick,
    });
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    expect(onButtonClick).toHaveBeenCalledWith('go', { a: 'x' });
    act(() => form().disable());
    expect((screen.getByRole('button', { name: /提\s?交/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
