import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('rate', () => {
  it('max 5 by default, reports the clicked star and shows text', () => {
    const { onChange, container } = renderForm([widget('rate', 'score', { showText: true })]);
    const stars = container.querySelectorAll('.ant-rate-star > div');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]);
    expect(onChange).toHaveBeenLastCalledWith({ score: 4 });
    expect(container.querySelector('.fr-rate-text')?.textContent).toBe('满意');
  });
});
