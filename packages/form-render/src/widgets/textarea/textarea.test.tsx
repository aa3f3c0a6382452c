import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldMessage, renderForm, widget } from '../../test/helpers.tsx';

describe('textarea', () => {
  it('reports changes, counts words and checks maxLength/minLength', () => {
    const { onChange, container } = renderForm([widget('textarea', 'memo', { label: '说明', rows: 4, maxLength: 20, minLength: 3, showWordLimit: true })]);
    const area = screen.getByLabelText('说明') as HTMLTextAreaElement;
    expect(area.rows).toBe(4);
    fireEvent.change(area, { target: { value: '你好' } });
    expect(onChange).toHaveBeenLastCalledWith({ memo: '你好' });
    expect(container.querySelector('.ant-input-data-count')?.textContent).toBe('2 / 20');
    expect(fieldMessage(container, '说明')).toBe('说明长度不能少于3个字符');
  });
});
