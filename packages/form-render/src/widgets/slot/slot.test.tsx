import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('slot', () => {
  it('renders the named slot with the form model', () => {
    renderForm([widget('input', 'who', { label: '姓名', defaultValue: '甲' }), widget('slot', 'greet', { label: '问候' })], {
      slots: { greet: (model) => <span data-testid="greet">你好，{String(model.who)}</span> },
    });
    expect(screen.getByTestId('greet').textContent).toBe('你好，甲');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '乙' } });
    expect(screen.getByTestId('greet').textContent).toBe('你好，乙');
  });

  it('shows its label as a title in design mode', () => {
    const { container } = renderForm([widget('slot', 'greet', { label: '问候' })], {
      designState: true,
      slots: { greet: () => <span data-testid="greet">x</span> },
    });
    expect(container.querySelector('.fr-slot-title')?.textContent).toBe('问候');
    expect(screen.queryByTestId('greet')).toBeNull();
  });
});
