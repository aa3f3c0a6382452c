import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createFormSchema } from '@notaria/form-core';
import { renderForm, widget } from '../test/helpers.tsx';
import { bodyText, chooseFiles, makeFile, mockFetch } from '../test/upload-helpers.ts';
import { FormRender } from './form-render.tsx';

// The engine (WebAssembly) loads on first use; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const warnings = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((c) => String(c[0]));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('event scripts', { timeout: 20_000 }, () => {
  it('change scripts set other fields and hide, disable or require them', async () => {
    const { form } = renderForm([
      widget('input', 'name', {
        onChange: `
          this.getWidgetRef('greeting').setValue('您好，' + value);
          const note = this.getFormRef().getWidgetRef('note');
          note.setHidden(value === '匿名');
          this.getWidgetRef('phone').setRequired(true);
          this.getWidgetRef('code').setDisabled(true);
        `,
      }),
      widget('input', 'greeting'),
      widget('input', 'note'),
      widget('input', 'phone'),
      widget('input', 'code'),
    ]);
    type('name', '张三');
    await waitFor(() => expect(inputValue('greeting')).toBe('您好，张三'));
    expect(itemOf('note').className).not.toContain('ant-form-item-hidden');
    expect((screen.getByLabelText('code') as HTMLInputElement).disabled).toBe(true);
    expect(form().getWidgetRef('phone').getState().required).toBe(true);
    type('name', '匿名');
    await waitFor(() => expect(itemOf('note').className).toContain('ant-form-item-hidden'));
    expect(form().getData().greeting).toBe('您好，匿名');
  });

  it('runs lifecycle scripts in order: form created, widget created, widget mounted, form mounted', async () => {
    const add = (s: string) => `this.getFormRef().setFieldValue('log', this.getFormRef().getFieldValue('log') + '${s} ')`;
    const { form } = renderForm(
      [widget('input', 'log', { onCreated: add('widget-created'), onMounted: add('widget-mounted') })],
      {},
      { onFormCreated: add('form-created'), onFormMounted: add('form-mounted') },
    );
    await waitFor(() => expect(form().getData().log).toBe('form-created widget-created widget-mounted form-mounted '));
  });

  it('sees no window, document, fetch or timers, however it looks for them', async () => {
    (window as unknown as Record<string, unknown>).hostSecret = '机密';
    const { form } = renderForm([
      widget('input', 'out', {
        onCreated: `
          const scopes = [globalThis, globalThis.constructor.constructor('return this')(),
            this.constructor.constructor('return this')(), Function('return this')()];
          const found = [];
          for (const g of scopes) {
            for (const n of ['window', 'document', 'fetch', 'XMLHttpRequest', 'setTimeout', 'localStorage', 'hostSecret']) {
              if (typeof g[n] !== 'undefined') found.push(n);
            }
          }
          this.setValue('找到:' + found.join(','));
        `,
      }),
    ]);
    await waitFor(() => expect(form().getData().out).toBe('找到:'));
    delete (window as unknown as Record<string, unknown>).hostSecret;
  });

  it('interrupts an endless loop, warns in Chinese, and the form keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = renderForm([
      widget('input', 'a', { onChange: 'while (true) {}' }),
      widget('input', 'b', { onChange: "this.getWidgetRef('c').setValue(value.toUpperCase())" }),
      widget('input', 'c'),
    ]);
    type('a', 'x');
    await waitFor(() => expect(warnings(warn)).toContain('[表单脚本] 组件「a」的 onChange 事件脚本运行超过 50 毫秒，已中断'));
    expect(inputValue('a')).toBe('x');
    type('b', 'abc');
    await waitFor(() => expect(inputValue('c')).toBe('ABC'));
    expect(form().getData()).toMatchObject({ a: 'x', b: 'abc', c: 'ABC' });
  });

  it('contains script errors: the failing widget and event are named, other scripts still run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = renderForm([
      widget('input', 'a', { onCreated: 'undefinedThing.call()', onBlur: "this.getWidgetRef('ghost')" }),
      widget('input', 'b', { onCreated: "this.setValue('ok')" }),
    ]);
    await waitFor(() => expect(form().getData().b).toBe('ok'));
    fireEvent.blur(screen.getByLabelText('a'));
    await waitFor(() => expect(warnings(warn)).toHaveLength(2));
    expect(warnings(warn)[0]).toBe("[表单脚本] 组件「a」的 onCreated 事件脚本出错：ReferenceError: 'undefinedThing' is not defined");
    expect(warnings(warn)[1]).toBe('[表单脚本] 组件「a」的 onBlur 事件脚本出错：未找到组件引用: ghost');
    type('a', '仍可输入');
    expect(form().getData().a).toBe('仍可输入');
  });

  it('onBeforeUpload returning false cancels the upload; otherwise the file is sent', async () => {
    const fetch = mockFetch({ success: true, data: [{ ossUrl: 'https://oss.example.cn/a.pdf', fileName: 'a.pdf' }] });
    const { container, form } = renderForm([
      widget('file-upload', 'docs', {
        onBeforeUpload: "if (file.name.startsWith('草稿')) { this.$message.warning('草稿不能上传'); return false; }",
        onUploadSuccess: "this.getWidgetRef('count').setValue(fileList.length)",
      }),
      widget('number', 'count'),
    ]);
    chooseFiles(container, makeFile('草稿.pdf'));
    await waitFor(() => expect(bodyText()).toContain('草稿不能上传'));
    expect(fetch).not.toHaveBeenCalled();
    expect(form().getData().docs).toEqual([]);
    chooseFiles(container, makeFile('a.pdf'));
    await waitFor(() => expect(form().getData().count).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an onUploadError script replaces the upload error message', async () => {
    mockFetch({}, { status: 500, statusText: 'Bad Gateway' });
    const { container, form } = renderForm([
      widget('file-upload', 'docs', { onUploadError: "this.getWidgetRef('why').setValue(error.message)" }),
      widget('input', 'why'),
    ]);
    chooseFiles(container, makeFile('a.pdf'));
    await waitFor(() => expect(form().getData().why).toBe('Bad Gateway'));
    expect(bodyText()).not.toContain('上传错误');
  });

  it('button clicks, focus and alert close run their scripts', async () => {
    const { form } = renderForm([
      widget('button', 'go', { label: '开始计算', onClick: "this.getFormRef().setFieldValue('sum', 1 + 2)" }),
      widget('number', 'sum'),
      widget('input', 'f', { onFocus: "this.getWidgetRef('seen').setValue(event.type)" }),
      widget('input', 'seen'),
      widget('alert', 'tip', { title: '提示', closable: true, closeText: '知道了', onClose: "this.getWidgetRef('seen').setValue('closed')" }),
    ]);
    fireEvent.click(screen.getByText('开始计算'));
    await waitFor(() => expect(form().getData().sum).toBe(3));
    fireEvent.focus(screen.getByLabelText('f'));
    await waitFor(() => expect(form().getData().seen).toBe('focus'));
    fireEvent.click(screen.getByText('知道了'));
    await waitFor(() => expect(form().getData().seen).toBe('closed'));
  });

  it('sub-form row scripts get the rows; row changes reach onSubFormRowChange and onFormDataChange after 800 ms', async () => {
    const sub = widget('sub-form', 'items', {
      onSubFormRowAdd: "this.getFormRef().setFieldValue('events', this.getFormRef().getFieldValue('events') + 'add' + subFormData.length + ' ')",
      onSubFormRowChange: "this.getFormRef().setFieldValue('total', subFormData.reduce((s, r) => s + (r.qty || 0), 0))",
    });
    sub.widgetList.push(
      widget('number', 'qty', {
        onChange: "this.getWidgetRef('items.' + this.subFormRowIndex + '.note').setValue('行' + this.subFormRowIndex + ':' + value + '/' + subFormData.length)",
      }),
      widget('input', 'note'),
    );
    const { form } = renderForm(
      [sub, widget('number', 'total'), widget('input', 'events'), widget('input', 'last')],
      {},
      {
        onFormCreated: "this.setFieldValue('last', 'ready')",
        onFormDataChange: "if (subFormName) this.setFieldValue('last', subFormName + '.' + subFormRowIndex + '.' + fieldName)",
      },
    );
    await waitFor(() => expect(form().getData().last).toBe('ready'));
    vi.useFakeTimers();
    act(() => form().store.insertSubFormRow('items'));
    act(() => form().store.setValue('items.1.qty', 5));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    expect(form().getData().events).toBe('add2 ');
    expect(form().getSubFormValues('items')[1].note).toBe('行1:5/2');
    expect(form().getData().total).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(800)));
    expect(form().getData().total).toBe(5);
    expect(form().getData().last).toBe('items.1.qty');
  });

  it('scripts: false and design mode run nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const schema = createFormSchema([widget('input', 'a', { onCreated: "this.setValue('ran'); console.log('ran')" })]);
    const onChange = vi.fn();
    render(<FormRender schema={schema} scripts={false} onChange={onChange} />);
    render(<FormRender schema={schema} designState />);
    await act(async () => void (await new Promise((r) => setTimeout(r, 300))));
    expect(onChange).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('shows messages from scripts with antd message', async () => {
    renderForm([widget('input', 'a', { onMounted: "$message.success('表单已就绪')" })]);
    await waitFor(() => expect(bodyText()).toContain('表单已就绪'));
  });
});
