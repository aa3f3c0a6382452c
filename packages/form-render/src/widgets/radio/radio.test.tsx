import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('radio', () => {
  it('reports the chosen option value', () => {
    const { onChange } = renderForm([
      widget('radio', 'sex', {
        label: '性别',
        optionItems: [
          { label: '男', value: 1 },
          { label: '女', value: 2 },
        ],
      }),
    ]);
    fireEvent.click(screen.getByLabelText('女'));
    expect(onChange).toHaveBeenLastCalledWith({ sex: 2 });
  });

  it('button style and disabled options', () => {
    const { container } = renderForm([
      widget('radio', 'r', {
        buttonStyle: true,
        optionItems: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b', disabled: true },
        ],
      }),
    ]);
    expect(container.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(2);
    expect((screen.getByLabelText('B') as HTMLInputElement).disabled).toBe(true);
  });
});
