import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createFormSchema, FormCoreError, type FormData } from '@notaria/form-core';
import { fieldMessage, renderForm, widget } from '../test/helpers.tsx';
import { FormRender } from './form-render.tsx';
import { widgetMetas } from './registry.ts';

afterEach(() => vi.restoreAllMocks());

describe('FormRender', () => {
  it('registers every widget type of §3', () => {
    expect(widgetMetas().map((m) => m.type)).toEqual([
      'input',
      'textarea',
      'number',
      'radio',
      'checkbox',
      'select',
      'cascader',
      'switch',
      'slider',
      'rich-editor',
      'date',
      'date-range',
      'time',
      'time-range',
      'color',
      'rate',
      'file-upload',
      'picture-upload',
      'input-map',
      'static-text',
      'html-text',
      'divider',
      'button',
      'slot',
      'grid',
      'table',
      'tab',
      'card',
      'sub-form',
      'alert',
    ]);
  });

  it('validate returns form-core’s result and shows the messages on the fields', () => {
    const { form, container } = renderForm([
      widget('input', 'name', { label: '姓名', required: true }),
      widget('input', 'mail', { label: '邮箱', validation: 'email', defaultValue: 'bad' }),
    ]);
    let result!: ReturnType<ReturnType<typeof form>['validate']>;
    act(() => void (result = form().validate()));
    expect(result).toMatchObject({ valid: false, message: '表单校验失败' });
    expect(result.errors).toEqual([
      { path: 'name', message: '姓名不可为空' },
      { path: 'mail', message: '邮箱邮箱格式有误' },
    ]);
    expect(fieldMessage(container, '姓名')).toBe('姓名不可为空');
    expect(fieldMessage(container, '邮箱')).toBe('邮箱邮箱格式有误');
    act(() => form().clearValidate());
    expect(fieldMessage(container, '姓名')).toBeNull();
  });

  it('a field is marked as antd marks a Form.Item: required, message, label width and alignment, tooltip', () => {
    const { form } = renderForm(
      [
        widget('input', 'name', { label: '姓名', required: true }),
        widget('input', 'note', { label: '备注', labelWidth: 120, labelAlign: 'right', labelTooltip: '选填' }),
      ],
      {},
      { labelWidth: 90 },
    );
    const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;
    const labelCol = (label: string) => item(label).querySelector<HTMLElement>('.ant-form-item-label')!;
    expect(item('姓名').querySelector('label')!.className).toContain('ant-form-item-required');
    expect(item('备注').querySelector('label')!.className).not.toContain('ant-form-item-required');
    expect(labelCol('姓名').style.flex).toBe('0 0 90px');
    expect(labelCol('姓名').className).toContain('ant-form-item-label-left');
    expect(labelCol('备注').style.flex).toBe('0 0 120px');
    expect(labelCol('备注').className).not.toContain('ant-form-item-label-left');
    expect(screen.getByLabelText('选填').className).toContain('ant-form-item-tooltip');
    // The control's error colour is keyed on the message sitting next to it in the control column.
    const message = (label: string) => item(label).querySelector('.ant-form-item-control > .ant-form-item-explain-error');
    expect(message('姓名')).toBeNull();
    act(() => void form().validate());
    expect(message('姓名')?.textContent).toBe('姓名不可为空');
    expect(message('姓名')?.getAttribute('role')).toBe('alert');
    expect(message('备注')).toBeNull();
  });

  it('labels with the form shown twice on one page point at their own form’s controls', () => {
    const schema = createFormSchema([widget('input', 'name', { label: '姓名' })]);
    render(
      <>
        <FormRender schema={schema} />
        <FormRender schema={schema} />
      </>,
    );
    const inputs = screen.getAllByLabelText('姓名');
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).not.toBe(inputs[1]);
  });

  it('labels top puts every label above its control', () => {
    const { container } = renderForm([widget('input', 'name', { label: '姓名' })], {}, { labelPosition: 'top' });
    expect(container.querySelector('.ant-form-item')!.className).toContain('ant-form-item-vertical');
    expect(container.querySelector<HTMLElement>('.ant-form-item-label')!.style.flex).toBe('');
  });

  it('getWidgetRef reports a missing reference with the name; getSubFormValues refuses other widgets', () => {
    const sub = widget('sub-form', 'rows');
    sub.widgetList.push(widget('input', 'cell'));
    const { form } = renderForm([widget('input', 'name'), sub]);
    expect(form().getWidgetRef('name').widget.options.name).toBe('name');
    expect(() => form().getWidgetRef('ghost')).toThrow(new FormCoreError('REF_NOT_FOUND', '未找到组件引用: ghost'));
    expect(form().findWidgetRef('ghost')).toBeNull();
    expect(() => form().getSubFormValues('name')).toThrow(new FormCoreError('NOT_SUB_FORM', 'name 不是子表单'));
    expect(() => form().getSubFormValues('ghost')).toThrow('未找到组件引用: ghost');
    expect(form().getSubFormValues('rows')).toEqual([{ cell: '' }]);
  });

  it('widgets register on creation and unregister on destruction', () => {
    const a = widget('input', 'a');
    const b = widget('input', 'b');
    const ref = { current: null as null | import('./form-render.tsx').FormRenderHandle };
    const { rerender } = render(<FormRender ref={(h) => void (ref.current = h)} schema={createFormSchema([a, b])} />);
    expect(ref.current!.findWidgetRef('b')).not.toBeNull();
    rerender(<FormRender ref={(h) => void (ref.current = h)} schema={createFormSchema([a])} />);
    expect(ref.current!.findWidgetRef('b')).toBeNull();
    expect(ref.current!.findWidgetRef('a')).not.toBeNull();
  });

  it('a hidden widget loses its rules and regains them when shown', () => {
    const { form, container } = renderForm([widget('input', 'name', { label: '姓名', required: true })]);
    const ref = form().getWidgetRef('name');
    act(() => void form().validate());
    expect(fieldMessage(container, '姓名')).toBe('姓名不可为空');
    act(() => ref.setHidden(true));
    expect(form().validate().valid).toBe(true);
    expect(ref.validate()).toBeNull();
    act(() => ref.setHidden(false));
    expect(form().validate().errors).toEqual([{ path: 'name', message: '姓名不可为空' }]);
  });

  it('applies linkage live: show/hide, require, disable and setValue', () => {
    const { form, container } = renderForm(
      [
        widget('radio', 'married', {
          label: '婚否',
          optionItems: [
            { label: '未婚', value: 0 },
            { label: '已婚', value: 1 },
          ],
          defaultValue: 0,
        }),
        widget('input', 'spouse', { label: '配偶', hidden: true }),
        widget('input', 'note', { label: '备注' }),
        widget('input', 'code', { label: '代码' }),
      ],
      {},
      {
        linkage: [
          {
            id: 'r1',
            when: { field: 'married', op: 'eq', value: 1 },
            then: [
              { type: 'show', target: 'spouse' },
              { type: 'require', target: 'spouse' },
            ],
          },
          {
            id: 'r2',
            when: { field: 'married', op: 'eq', value: 1 },
            then: [
              { type: 'disable', target: 'note' },
              { type: 'setValue', target: 'code', value: 'M' },
            ],
          },
        ],
      },
    );
    const spouseItem = () => screen.getByLabelText('配偶').closest('.ant-form-item') as HTMLElement;
    expect(spouseItem().className).toContain('ant-form-item-hidden');
    expect(form().validate().valid).toBe(true);
    fireEvent.click(screen.getByLabelText('已婚'));
    expect(spouseItem().className).not.toContain('ant-form-item-hidden');
    expect((screen.getByLabelText('备注') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('代码') as HTMLInputElement).value).toBe('M');
    act(() => void form().validate());
    expect(fieldMessage(container, '配偶')).toBe('配偶不可为空');
    fireEvent.click(screen.getByLabelText('未婚'));
    expect(spouseItem().className).toContain('ant-form-item-hidden');
    expect(form().validate().valid).toBe(true);
  });

  it('getData/setData/reset and disable/enable', () => {
    const { form, onChange } = renderForm([widget('input', 'a', { label: '甲', defaultValue: 'x' }), widget('input', 'b', { label: '乙' })]);
    expect(form().getData()).toEqual({ a: 'x', b: '' });
    act(() => form().setData({ b: 'y', evil: 1 }));
    expect(form().getData()).toEqual({ a: 'x', b: 'y' });
    expect(onChange).toHaveBeenLastCalledWith({ a: 'x', b: 'y' });
    act(() => form().reset());
    expect(form().getData()).toEqual({ a: 'x', b: '' });
    act(() => form().disable());
    expect((screen.getByLabelText('甲') as HTMLInputElement).disabled).toBe(true);
    act(() => form().enable());
    expect((screen.getByLabelText('甲') as HTMLInputElement).disabled).toBe(false);
  });

  it('works as a controlled component with value/onChange and the disabled prop', () => {
    function Host() {
      const [data, setData] = useState<FormData>({ a: '初始' });
      const [off, setOff] = useState(false);
      return (
        <>
          <FormRender schema={schema} value={data} onChange={setData} disabled={off} />
          <output data-testid="out">{JSON.stringify(data)}</output>
          <button onClick={() => setData({ a: '外部' })}>set</button>
          <button onClick={() => setOff(true)}>off</button>
        </>
      );
    }
    const schema = createFormSchema([widget('input', 'a', { label: '甲' })]);
    render(<Host />);
    const input = screen.getByLabelText('甲') as HTMLInputElement;
    expect(input.value).toBe('初始');
    fireEvent.change(input, { target: { value: '改' } });
    expect(screen.getByTestId('out').textContent).toBe('{"a":"改"}');
    fireEvent.click(screen.getByText('set'));
    expect(input.value).toBe('外部');
    fireEvent.click(screen.getByText('off'));
    expect(input.disabled).toBe(true);
  });

  it('reports field changes with old values, created and mounted', () => {
    const onFieldChange = vi.fn();
    const onFormDataChange = vi.fn();
    const onCreated = vi.fn();
    const onMounted = vi.fn();
    renderForm([widget('input', 'a', { label: '甲', defaultValue: 'old' })], { onFieldChange, onFormDataChange, onCreated, onMounted });
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onMounted).toHaveBeenCalledTimes(1);
    expect(onCreated.mock.calls[0][0].getData()).toEqual({ a: 'old' });
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: 'new' } });
    expect(onFieldChange).toHaveBeenCalledWith('a', 'new', 'old', { a: 'new' });
    expect(onFormDataChange).toHaveBeenCalledWith({ a: 'new' }, 'a', 'new', 'old');
  });

  it('design state is off by default', () => {
    const { container } = renderForm([widget('input', 'a')]);
    expect(container.querySelector('.fr-render')).not.toBeNull();
    expect(container.querySelector('.fr-design')).toBeNull();
  });
});
