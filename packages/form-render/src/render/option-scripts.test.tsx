import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderForm, widget } from '../test/helpers.tsx';

// The engine (WebAssembly) loads on first use; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.restoreAllMocks());

const OFFICES = `['长安公证处', '东方公证处', '长城公证处']`;

describe('options loaded by scripts', { timeout: 20_000 }, () => {
  it('a remote select sends each keyword to onRemoteQuery, whose loadOptions fills the list', async () => {
    renderForm([
      widget('select', 'office', {
        label: '公证处',
        filterable: true,
        remote: true,
        optionItems: [],
        onRemoteQuery: `this.loadOptions(${OFFICES}.filter((n) => n.includes(keyword)).map((n, i) => ({ label: n, value: i })))`,
      }),
    ]);
    const search = screen.getByRole('combobox', { name: '公证处' });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: '长' } });
    expect(await screen.findByText('长城公证处')).toBeTruthy();
    expect(screen.getByText('长安公证处')).toBeTruthy();
    expect(screen.queryByText('东方公证处')).toBeNull();
  });

  it('radio and checkbox options can be replaced; bad entries are dropped and other widgets refuse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderForm([
      widget('radio', 'gender', {
        label: '性别',
        onCreated: `this.loadOptions([{ label: '男', value: 1 }, { value: 2 }, { label: '坏' }, 'x'])`,
      }),
      widget('checkbox', 'docs', { label: '材料', onCreated: `this.loadOptions([{ label: '身份证', value: 'id' }])` }),
      widget('input', 'name', { label: '姓名', onCreated: `this.loadOptions([{ label: 'A', value: 'a' }])` }),
    ]);
    expect(await screen.findByRole('radio', { name: '男' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: '身份证' })).toBeTruthy();
    await waitFor(() => expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('组件 name 没有选项'));
  });
});
