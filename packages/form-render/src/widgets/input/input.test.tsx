import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderForm, widget, fieldMessage } from '../../test/helpers.tsx';

describe('input', () => {
  it('renders with its label and reports value changes', () => {
    const { onChange, form } = renderForm([widget('input', 'name', { label: '姓名' })]);
    const input = screen.getByLabelText('姓名');
    fireEvent.change(input, { target: { value: '张三' } });
    expect(onChange).toHaveBeenLastCalledWith({ name: '张三' });
    expect(form().getData()).toEqual({ name: '张三' });
  });

  it('shows type number as a text input and keeps text', () => {
    renderForm([widget('input', 'n', { label: '号', type: 'number' })]);
    const input = screen.getByLabelText('号') as HTMLInputElement;
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12a');
  });

  it('password, word counter, clear, prefix/suffix icons', () => {
    const { container } = renderForm([
      widget('input', 'pwd', { label: '密码', type: 'password', showPassword: true }),
      widget('input', 'memo', { label: '备注', maxLength: 10, showWordLimit: true, prefixIcon: 'el-icon-search', suffixIcon: 'user', defaultValue: 'abc' }),
    ]);
    expect((screen.getByLabelText('密码') as HTMLInputElement).type).toBe('password');
    expect(container.querySelector('.ant-input-show-count-suffix')?.textContent).toBe('3 / 10');
    expect(container.querySelector('.anticon-search')).not.toBeNull();
    expect(container.querySelector('.anticon-user')).not.toBeNull();
    const clear = screen.getByLabelText('备注').closest('.ant-input-affix-wrapper')!.querySelector('.ant-input-clear-icon') as HTMLElement;
    fireEvent.click(clear);
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('');
  });

  it('required on blur shows requiredHint or the default message', () => {
    const { container } = renderForm([
      widget('input', 'a', { label: '甲', required: true }),
      widget('input', 'b', { label: '乙', required: true, requiredHint: '请填写乙' }),
    ]);
    expect(fieldMessage(container, '甲')).toBeNull();
    fireEvent.blur(screen.getByLabelText('甲'));
    fireEvent.blur(screen.getByLabelText('乙'));
    expect(fieldMessage(container, '甲')).toBe('甲不可为空');
    expect(fieldMessage(container, '乙')).toBe('请填写乙');
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: 'x' } });
    expect(fieldMessage(container, '甲')).toBeNull();
  });

  it('runs validators on change and on blur', () => {
    const { container } = renderForm([widget('input', 'phone', { label: '手机', validation: 'mobilePhone' })]);
    const input = screen.getByLabelText('手机');
    fireEvent.change(input, { target: { value: '123' } });
    expect(fieldMessage(container, '手机')).toBe('手机手机号码格式有误');
    fireEvent.change(input, { target: { value: '13800138000' } });
    expect(fieldMessage(container, '手机')).toBeNull();
    fireEvent.change(input, { target: { value: '1380013800x' } });
    fireEvent.blur(input);
    expect(fieldMessage(container, '手机')).toBe('手机手机号码格式有误');
  });

  it('append button reports through onAppendButtonClick', () => {
    const onAppendButtonClick = vi.fn();
    renderForm([widget('input', 'q', { label: '查询', appendButton: true, defaultValue: 'k' })], { onAppendButtonClick });
    fireEvent.click(screen.getByRole('button', { name: 'append' }));
    expect(onAppendButtonClick).toHaveBeenCalledWith('q', 'k');
  });
});
