import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { EditDialog } from './edit-dialog';

const said: string[] = [];
afterEach(() => void (said.length = 0));

interface Values {
  name: string;
}

function Host({ onSave }: { onSave(v: Values): Promise<string> }) {
  const [form] = Form.useForm<Values>();
  const [row, setRow] = useState<Values | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <App>
      <button onClick={() => (setRow({ name: '张三' }), setOpen(true))}>打开</button>
      <EditDialog<Values> title="编辑" open={open} form={form} name="t" initialValues={row ?? {}} onSave={onSave} onClose={() => setOpen(false)}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
          <Input />
        </Form.Item>
      </EditDialog>
    </App>
  );
}

describe('<EditDialog>', () => {
  it('validates, spins while saving, says so and closes; a refusal keeps it open; it opens again with the row', async () => {
    setNotifier({ error: () => {}, success: (m) => void said.push(m) });
    const saved: Values[] = [];
    let answer: (ok: boolean) => void = () => {};
    render(<Host onSave={(v) => (saved.push(v), new Promise((resolve, reject) => (answer = (ok) => (ok ? resolve('已保存') : reject(new Error('no'))))))} />);
    fireEvent.click(screen.getByText('打开'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('姓名') as HTMLInputElement;
    expect(name.value).toBe('张三');
    fireEvent.change(name, { target: { value: '' } });
    const ok = within(dialog).getByRole('button', { name: /保\s*存/ });
    fireEvent.click(ok);
    expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(name, { target: { value: '李四' } });
    fireEvent.click(ok);
    await waitFor(() => expect(saved).toEqual([{ name: '李四' }]));
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    answer(false);
    await waitFor(() => expect(ok.className).not.toContain('ant-btn-loading'));
    expect(said).toEqual([]);
    expect(name.value).toBe('李四');

    fireEvent.click(ok);
    await waitFor(() => expect(saved.length).toBe(2));
    answer(true);
    await waitFor(() => expect(said).toEqual(['已保存']));

    fireEvent.click(screen.getByText('打开'));
    await waitFor(() => expect((within(screen.getByRole('dialog')).getByLabelText('姓名') as HTMLInputElement).value).toBe('张三'));
  });
});
