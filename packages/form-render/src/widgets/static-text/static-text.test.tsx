import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('static-text', () => {
  it('shows its text as text (no HTML) and holds no value', () => {
    const { form } = renderForm([widget('static-text', 'note', { textContent: '<b>注意</b> 事项' })]);
    expect(screen.getByText('<b>注意</b> 事项')).toBeTruthy();
    expect(form().getData()).toEqual({});
  });
});
