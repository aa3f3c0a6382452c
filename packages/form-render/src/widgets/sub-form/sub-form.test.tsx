import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import { SUB_FORM_CHANGE_DELAY } from '../../runtime/form-store.ts';

function subForm(patch = {}) {
  const sub = widget('sub-form', 'items', { label: '明细', ...patch });
  sub.widgetList.push(widget('input', 'title', { label: '名称', required: true }), widget('number', 'qty', { label: '数量' }));
  return sub;
}
const titles = () => [...document.querySelectorAll<HTMLInputElement>('.fr-sub-form-row input[id$="-title"]')].map((i) => i.value);
const btn = (name: string) => document.querySelector(`button[aria-label="${name}"]`) as HTMLElement;

describe('sub-form', () => {
  afterEach(() => vi.useRealTimers());

  it('starts with a blank row; adds, inserts, removes and reorders rows', () => {
    const onSubFormRowAdd = vi.fn();
    const onSubFormRowDelete = vi.fn();
    const { form } = renderForm([subForm()], { onSubFormRowAdd, onSubFormRowDelete });
    expect(form().getSubFormValues('items')).toEqual([{ title: '', qty: null }]);
    fireEvent.change(screen.getByLabelText('名称（第1行）'), { target: { value: 'A' } });
    fireEvent.click(btn('添加行'));
    expect(onSubFormRowAdd).toHaveBeenLastCalledWith('items', 1);
    fireEvent.change(screen.getByLabelText('名称（第2行）'), { target: { value: 'B' } });
    fireEvent.click(btn('在第1行前插入'));
    fireEvent.change(screen.getByLabelText('名称（第1行）'), { target: { value: 'C' } });
    expect(titles()).toEqual(['C', 'A', 'B']);
    fireEvent.click(btn('下移第1行'));
    expect(titles()).toEqual(['A', 'C', 'B']);
    fireEvent.click(btn('上移第3行'));
    expect(titles()).toEqual(['A', 'B', 'C']);
    fireEvent.click(btn('删除第2行'));
    expect(titles()).toEqual(['A', 'C']);
    expect(onSubFormRowDelete).toHaveBeenCalledWith('items', 1, { title: 'B', qty: null });
    expect(form().getSubFormValues('items')).toEqual([
      { title: 'A', qty: null },
      { title: 'C', qty: null },
    ]);
  });

  it('row fields are addressed subForm.row.field for rules and refs', () => {
    const { form, container } = renderForm([subForm()]);
    fireEvent.blur(screen.getByLabelText('名称（第1行）'));
    expect(container.querySelector('.fr-sub-form-row .ant-form-item-explain-error')?.textContent).toBe('名称不可为空');
    expect(form().validate().errors).toEqual([{ path: 'items.0.title', message: '名称不可为空' }]);
    act(() => form().getWidgetRef('items.0.title').setValue('X'));
    expect(form().getSubFormValues('items')).toEqual([{ title: 'X', qty: null }]);
  });

  it('runs row-change callbacks 800 ms after the last change', () => {
    vi.useFakeTimers();
    const onSubFormRowChange = vi.fn();
    const onFormDataChange = vi.fn();
    const onChange = vi.fn();
    renderForm([subForm(), widget('input', 'top', { label: '顶层' })], { onSubFormRowChange, onFormDataChange, onChange });
    fireEvent.change(screen.getByLabelText('顶层'), { target: { value: 't' } });
    expect(onFormDataChange).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('名称（第1行）'), { target: { value: 'A' } });
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(SUB_FORM_CHANGE_DELAY - 100));
    fireEvent.change(screen.getByLabelText('名称（第1行）'), { target: { value: 'AB' } });
    act(() => vi.advanceTimersByTime(SUB_FORM_CHANGE_DELAY - 1));
    expect(onSubFormRowChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(SUB_FORM_CHANGE_DELAY).toBe(800);
    expect(onSubFormRowChange).toHaveBeenCalledTimes(1);
    expect(onSubFormRowChange).toHaveBeenCalledWith('items', [{ title: 'AB', qty: null }]);
    expect(onFormDataChange).toHaveBeenCalledTimes(2);
  });

  it('a disabled sub-form shows no row buttons and disables its fields', () => {
    renderForm([subForm({ disabled: true })]);
    expect(btn('添加行')).toBeNull();
    expect((screen.getByLabelText('名称（第1行）') as HTMLInputElement).disabled).toBe(true);
  });
});
