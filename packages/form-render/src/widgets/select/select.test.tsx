import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

const items = [
  { label: '一', value: 1 },
  { label: '二', value: 2 },
  { label: '三', value: 3 },
];

function open() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
}
const option = (label: string) => document.querySelector(`.ant-select-item-option[title="${label}"]`) as HTMLElement;

describe('select', () => {
  it('reports the chosen value', () => {
    const { onChange } = renderForm([widget('select', 'pick', { optionItems: items })]);
    open();
    fireEvent.click(option('二'));
    expect(onChange).toHaveBeenLastCalledWith({ pick: 2 });
  });

  it('multipleLimit stops selection at the limit', () => {
    const { onChange, form } = renderForm([widget('select', 'many', { optionItems: items, multiple: true, multipleLimit: 2 })]);
    open();
    fireEvent.click(option('一'));
    fireEvent.click(option('二'));
    expect(onChange).toHaveBeenLastCalledWith({ many: [1, 2] });
    expect(option('三').className).toContain('ant-select-item-option-disabled');
    fireEvent.click(option('三'));
    expect(form().getData()).toEqual({ many: [1, 2] });
    expect(within(document.body).getAllByText('一').length).toBeGreaterThan(0);
  });
});
