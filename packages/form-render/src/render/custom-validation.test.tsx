import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { fieldMessage, renderForm, widget } from '../test/helpers.tsx';
import { customCheckPending } from '../runtime/custom-validation.ts';

// The engine (WebAssembly) loads on first use; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.restoreAllMocks());

const ID_CHECK = `
  if (value && value.length !== 18) callback(new Error('证件号应为 18 位'));
  else callback();
`;

/** Waits until the form's sandbox answers (its onFormCreated script has run). */
async function renderWithScripts(...args: Parameters<typeof renderForm>) {
  const utils = renderForm(args[0], args[1], { onFormCreated: `this.setFieldValue('ready', 'yes')`, ...args[2] });
  await waitFor(() => expect(utils.form().getData().ready).toBe('yes'));
  return utils;
}

describe('custom validation scripts (onValidate)', { timeout: 20_000 }, () => {
  it('fail a field through callback(new Error(text)) on change and blur, and pass it through callback()', async () => {
    const { container } = await renderWithScripts([widget('input', 'ready'), widget('input', 'idNo', { label: '证件号', onValidate: ID_CHECK })]);
    const input = screen.getByLabelText('证件号');
    fireEvent.change(input, { target: { value: '1101' } });
    expect(fieldMessage(container, '证件号')).toBe('证件号应为 18 位');
    fireEvent.change(input, { target: { value: '110101199003070011' } });
    expect(fieldMessage(container, '证件号')).toBeNull();
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(fieldMessage(container, '证件号')).toBe('证件号应为 18 位');
  });

  it('run after the built-in rules, in form order in validate(), and not for hidden fields', async () => {
    const { form } = await renderWithScripts([
      widget('input', 'ready'),
      widget('input', 'idNo', { label: '证件号', required: true, onValidate: ID_CHECK }),
      widget('input', 'code', { label: '编号', onValidate: `callback(value === 'ok' ? undefined : '编号须为 ok')` }),
      widget('input', 'secret', { label: '隐藏', hidden: true, onValidate: `callback('不应出现')` }),
    ]);
    let result!: ReturnType<ReturnType<typeof form>['validate']>;
    act(() => void (result = form().validate()));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      { path: 'idNo', message: '证件号不可为空' },
      { path: 'code', message: '编号须为 ok' },
    ]);
    act(() => form().setData({ idNo: '1101', code: 'ok' }));
    act(() => void (result = form().validate()));
    expect(result.errors).toEqual([{ path: 'idNo', message: '证件号应为 18 位' }]);
    act(() => form().setData({ idNo: '110101199003070011' }));
    act(() => void (result = form().validate()));
    expect(result).toMatchObject({ valid: true, errors: [] });
  });

  it('see the row path inside a sub-form; a script that throws does not block the form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sub = widget('sub-form', 'items', { label: '明细' });
    sub.widgetList.push(widget('input', 'qty', { label: '数量', onValidate: `callback(this.path + ':' + value)` }));
    const { form } = await renderWithScripts([widget('input', 'ready'), widget('input', 'bad', { onValidate: `throw new Error('坏了')` }), sub]);
    act(() => form().getWidgetRef('items.0.qty').setValue('3'));
    let result!: ReturnType<ReturnType<typeof form>['validate']>;
    act(() => void (result = form().validate()));
    expect(result.errors).toEqual([{ path: 'items.0.qty', message: 'items.0.qty:3' }]);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('坏了');
  });

  it('hold the form back in validate() while the sandbox is still loading', async () => {
    const { form } = renderForm(
      [widget('input', 'ready'), widget('input', 'idNo', { label: '证件号', onValidate: ID_CHECK })],
      {},
      {
        onFormCreated: `this.setFieldValue('ready', 'yes')`,
      },
    );
    let result!: ReturnType<ReturnType<typeof form>['validate']>;
    act(() => void (result = form().validate()));
    expect(result.errors).toEqual([{ path: 'idNo', message: customCheckPending('证件号') }]);
    await waitFor(() => expect(form().getData().ready).toBe('yes'));
    act(() => void (result = form().validate()));
    expect(result.valid).toBe(true);
  });
});
