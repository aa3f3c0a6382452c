import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('checkbox', () => {
  it('reports the list of checked values', () => {
    const { onChange } = renderForm([
      widget('checkbox', 'tags', {
        optionItems: [
          { label: '甲', value: 'a' },
          { label: '乙', value: 'b' },
        ],
      }),
    ]);
    fireEvent.click(screen.getByLabelText('甲'));
    fireEvent.click(screen.getByLabelText('乙'));
    expect(onChange).toHaveBeenLastCalledWith({ tags: ['a', 'b'] });
    fireEvent.click(screen.getByLabelText('甲'));
    expect(onChange).toHaveBeenLastCalledWith({ tags: ['b'] });
  });
});
